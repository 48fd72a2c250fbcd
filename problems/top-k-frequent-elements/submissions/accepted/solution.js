// @learner
/**
 * Returns the k most frequent values of nums, in any order.
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
function topKFrequent(nums, k) {
  // @solution
  const freq = new Map();
  for (const x of nums) freq.set(x, (freq.get(x) ?? 0) + 1);
  // bucket[f] = the values that occur exactly f times (f is at most n).
  const bucket = Array.from({ length: nums.length + 1 }, () => []);
  for (const [value, f] of freq) bucket[f].push(value);
  const result = [];
  for (let f = nums.length; f >= 1 && result.length < k; f--) {
    for (const value of bucket[f]) if (result.length < k) result.push(value);
  }
  return result;
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
  const k = nextInt();

  const result = topKFrequent(nums, k);
  result.sort((a, b) => a - b); // any order is accepted: print it sorted

  printArray(result);
}

main();
