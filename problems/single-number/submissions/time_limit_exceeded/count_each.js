/**
 * Returns the value that appears once; every other value appears exactly twice.
 * @param {number[]} nums
 * @return {number}
 */
function singleNumber(nums) {
  // @solution
  // Brute force: for each value, search the rest of the array for its partner - O(n^2) when the
  // partners are far apart, too slow for n = 3 * 10^5.
  const n = nums.length;
  for (let i = 0; i < n; i++) {
    let partner = false;
    for (let j = 0; j < n; j++) {
      if (j !== i && nums[j] === nums[i]) {
        partner = true;
        break;
      }
    }
    if (!partner) return nums[i];
  }
  return 0;
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
  process.stdout.write(singleNumber(nums) + '\n');
}

main();
