// @learner
/**
 * Returns an array whose i-th entry is the product of all elements except nums[i].
 * (The constraints keep every product below 2^53, so ordinary numbers are exact.)
 * @param {number[]} nums
 * @return {number[]}
 */
function productExceptSelf(nums) {
  // @solution
  const n = nums.length;
  const ans = new Array(n);
  // first pass: ans[i] = product of everything to the left of i
  let prefix = 1;
  for (let i = 0; i < n; i++) {
    ans[i] = prefix;
    prefix *= nums[i];
  }
  // second pass: multiply in the product of everything to the right of i
  let suffix = 1;
  for (let i = n - 1; i >= 0; i--) {
    ans[i] = ans[i] * suffix + 0; // "+ 0" turns a possible -0 into 0
    suffix *= nums[i];
  }
  return ans;
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

  const result = productExceptSelf(nums);

  printArray(result);
}

main();
