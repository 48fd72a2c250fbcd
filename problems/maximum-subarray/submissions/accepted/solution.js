// @learner
/**
 * Returns the largest sum of a non-empty contiguous subarray.
 * (Every possible sum stays below 2^53, so ordinary numbers are exact.)
 * @param {number[]} nums
 * @return {number}
 */
function maxSubArray(nums) {
  // @solution
  let best = -Infinity; // best sum found so far
  let cur = 0;          // best sum of a subarray ending at the current position
  for (const v of nums) {
    cur = Math.max(v, cur + v); // extend the previous run or start fresh here
    if (cur > best) best = cur;
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

  process.stdout.write(String(maxSubArray(nums)) + '\n');
}

main();
