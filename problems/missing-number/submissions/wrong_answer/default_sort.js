/**
 * Returns the one value of 0..n (n = the array's length) that the array does not contain.
 * @param {number[]} nums
 * @return {number}
 */
function missingNumber(nums) {
  // @solution
  // Wrong: sorts and looks for the first position whose value differs from it - but
  // JavaScript's sort() without a comparator compares the values as text, so 10 comes before 2.
  nums.sort();
  for (let i = 0; i < nums.length; i++) {
    if (nums[i] !== i) return i;
  }
  return nums.length;
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
  process.stdout.write(String(missingNumber(readIntArray())) + '\n');
}

main();
