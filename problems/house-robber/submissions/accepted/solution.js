// @learner
/**
 * Returns the largest total of values at pairwise non-adjacent positions of nums.
 * @param {number[]} nums
 * @return {number}
 */
function rob(nums) {
  // @solution
  let skip = 0; // best so far if the previous house is not robbed
  let take = 0; // best so far if the previous house is robbed
  for (const x of nums) {
    const nextTake = skip + x; // robbing this house requires skipping the previous one
    skip = Math.max(skip, take);
    take = nextTake;
  }
  return Math.max(skip, take);
  // @end-solution
}
// @end-learner

// @driver array-io
// Standard input split into whitespace-separated tokens (read on first use) and the next token's index.
let tokens = null;
let pos = 0;

// Reads the next integer of standard input (0 after its end).
function nextInt() {
  if (tokens === null) tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  return pos < tokens.length ? Number(tokens[pos++]) : 0;
}

// Reads n integers.
function readInts(n) {
  const values = new Array(n);
  for (let i = 0; i < n; i++) values[i] = nextInt();
  return values;
}

// Reads a length followed by that many integers.
function readIntArray() {
  return readInts(nextInt());
}

// Prints the values separated by single spaces, then a newline (empty line for an empty array).
function printArray(values) {
  process.stdout.write(values.join(' ') + '\n');
}
// @end-driver

function main() {
  const nums = readIntArray();

  process.stdout.write(String(rob(nums)) + '\n');
}

main();
