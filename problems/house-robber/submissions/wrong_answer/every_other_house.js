/**
 * Returns the largest total of values at pairwise non-adjacent positions of nums.
 * @param {number[]} nums
 * @return {number}
 */
function rob(nums) {
  // @solution
  // Wrong: only compares robbing all even positions with robbing all odd positions; a gap of
  // two houses (e.g. 10 1 1 10) is never considered.
  let even = 0;
  let odd = 0;
  for (let i = 0; i < nums.length; i++) {
    if (i % 2 === 0) even += nums[i];
    else odd += nums[i];
  }
  return Math.max(even, odd);
  // @end-solution
}

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
