/**
 * Returns whether the last index can be reached from index 0.
 * @param {number[]} nums
 * @return {boolean}
 */
function canJump(nums) {
  // @solution
  // Quadratic DP: every reachable index marks each index it can jump to - O(n * max jump),
  // too slow when n = 3 * 10^5 and the jumps are long.
  const n = nums.length;
  const reachable = new Uint8Array(n);
  reachable[0] = 1;
  for (let i = 0; i < n; i++) {
    if (!reachable[i]) continue;
    const end = Math.min(n - 1, i + nums[i]);
    for (let j = i + 1; j <= end; j++) reachable[j] = 1;
  }
  return reachable[n - 1] === 1;
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
  process.stdout.write((canJump(nums) ? 'true' : 'false') + '\n');
}

main();
