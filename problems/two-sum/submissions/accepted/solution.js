// @learner
/**
 * Returns the two indices [i, j] with i < j and nums[i] + nums[j] === target.
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
function twoSum(nums, target) {
  // @solution
  // value -> first index where it appeared
  const seen = new Map();
  for (let j = 0; j < nums.length; j++) {
    const i = seen.get(target - nums[j]);
    if (i !== undefined) return [i, j];
    if (!seen.has(nums[j])) seen.set(nums[j], j);
  }
  return [];
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
  const target = nextInt();

  const result = twoSum(nums, target);

  printArray(result);
}

main();
