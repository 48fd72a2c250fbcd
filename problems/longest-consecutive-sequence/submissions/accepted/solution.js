// @learner
/**
 * Returns the length of the longest run of consecutive integer values in nums.
 * @param {number[]} nums
 * @return {number}
 */
function longestConsecutive(nums) {
  // @solution
  const present = new Set(nums);
  let best = 0;
  for (const x of present) {
    // only start counting at the first value of a run
    if (present.has(x - 1)) continue;
    let len = 1;
    while (present.has(x + len)) len++;
    if (len > best) best = len;
  }
  return best;
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

  process.stdout.write(String(longestConsecutive(nums)) + '\n');
}

main();
