// @learner
/**
 * Returns the fewest jumps from index 0 to the last index.
 * @param {number[]} nums
 * @return {number}
 */
function jump(nums) {
  // @solution
  const n = nums.length;
  let jumps = 0;
  let end = 0; // [.., end] is reachable with `jumps` jumps
  let farthest = 0;
  for (let i = 0; i < n - 1; i++) {
    farthest = Math.max(farthest, i + nums[i]);
    if (i === end) { // the current layer is used up: one more jump
      jumps++;
      end = farthest;
      if (end >= n - 1) break;
    }
  }
  return jumps;
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

  const result = jump(nums);

  process.stdout.write(String(result) + '\n');
}

main();
