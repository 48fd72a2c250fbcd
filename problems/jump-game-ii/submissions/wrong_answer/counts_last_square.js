/**
 * Returns the fewest jumps from index 0 to the last index.
 * @param {number[]} nums
 * @return {number}
 */
function jump(nums) {
  // @solution
  // Wrong: the loop also visits the last square, so standing on it (when it closes a layer)
  // counts one jump too many; a single square gives 1 instead of 0.
  const n = nums.length;
  let jumps = 0;
  let end = 0;
  let farthest = 0;
  for (let i = 0; i < n; i++) {
    farthest = Math.max(farthest, i + nums[i]);
    if (i === end) {
      jumps++;
      end = farthest;
    }
  }
  return jumps;
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

  const result = jump(nums);

  process.stdout.write(String(result) + '\n');
}

main();
