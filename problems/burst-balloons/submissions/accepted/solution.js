// @learner
/**
 * Returns the most coins that bursting all balloons can earn.
 * @param {number[]} nums
 * @return {number}
 */
function maxCoins(nums) {
  // @solution
  const n = nums.length;
  // v = nums with a balloon of value 1 added at both ends (they are never burst).
  const v = [1, ...nums, 1];
  // best[l][r] = most coins from bursting every balloon strictly between l and r,
  // while l and r are still there.
  const best = Array.from({ length: n + 2 }, () => new Array(n + 2).fill(0));
  for (let len = 2; len <= n + 1; len++) {
    for (let l = 0; l + len <= n + 1; l++) {
      const r = l + len;
      let most = 0;
      // k is the LAST balloon burst between l and r: its neighbours are then l and r.
      for (let k = l + 1; k < r; k++) most = Math.max(most, best[l][k] + best[k][r] + v[l] * v[k] * v[r]);
      best[l][r] = most;
    }
  }
  return best[0][n + 1];
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

  process.stdout.write(`${maxCoins(nums)}\n`);
}

main();
