/**
 * Returns every triplet of values, taken from three different positions, that adds up to 0, each triplet once.
 * @param {number[]} nums
 * @return {number[][]}
 */
function threeSum(nums) {
  // @solution
  // Wrong: two pointers without skipping repeated values, so the same triplet can be returned twice.
  nums.sort((a, b) => a - b);
  const result = [];
  for (let i = 0; i + 2 < nums.length; i++) {
    let lo = i + 1;
    let hi = nums.length - 1;
    while (lo < hi) {
      const sum = nums[i] + nums[lo] + nums[hi];
      if (sum < 0) lo++;
      else if (sum > 0) hi--;
      else {
        result.push([nums[i], nums[lo], nums[hi]]);
        lo++;
        hi--;
      }
    }
  }
  return result;
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

/** Compares two arrays of numbers lexicographically. */
function compareArrays(a, b) {
  for (let k = 0; k < a.length && k < b.length; k++) if (a[k] !== b[k]) return a[k] - b[k];
  return a.length - b.length;
}

function main() {
  const nums = readIntArray();

  const result = threeSum(nums);

  // Any order is accepted: each triplet and the list are sorted before printing.
  const triplets = result.map((t) => [...t].sort((a, b) => a - b));
  triplets.sort(compareArrays);
  process.stdout.write(`${triplets.length}\n`);
  for (const t of triplets) printArray(t);
}

main();
