// @learner
/**
 * Returns the value that appears once; every other value appears exactly twice.
 * @param {number[]} nums
 * @return {number}
 */
function singleNumber(nums) {
  // @solution
  // x ^ x = 0 and x ^ 0 = x: the pairs cancel out and only the single value is left.
  // (JavaScript's ^ works on 32-bit signed integers, which holds every value here.)
  let acc = 0;
  for (const x of nums) acc ^= x;
  return acc;
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

  const result = singleNumber(nums);

  process.stdout.write(result + '\n');
}

main();
