/**
 * Returns whether some value appears at least twice in nums.
 * @param {number[]} nums
 * @return {boolean}
 */
function containsDuplicate(nums) {
  // @solution
  // Wrong: only neighbouring elements are compared, which finds every duplicate only after
  // sorting; equal values far apart in the unsorted array are missed.
  for (let i = 0; i + 1 < nums.length; i++) {
    if (nums[i] === nums[i + 1]) return true;
  }
  return false;
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
  process.stdout.write(`${containsDuplicate(readIntArray())}\n`);
}

main();
