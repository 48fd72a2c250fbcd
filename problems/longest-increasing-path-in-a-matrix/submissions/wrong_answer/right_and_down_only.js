/**
 * Returns the number of cells on the longest strictly increasing path through side-adjacent cells.
 * @param {number[][]} grid
 * @return {number}
 */
function longestIncreasingPath(grid) {
  // @solution
  // Wrong: a table filled from the bottom-right corner only lets paths step right or down,
  // so paths that turn up or left are never counted.
  const m = grid.length;
  const n = grid[0].length;
  const best = grid.map((row) => row.map(() => 1));
  let answer = 1;
  for (let r = m - 1; r >= 0; r--) {
    for (let c = n - 1; c >= 0; c--) {
      if (r + 1 < m && grid[r + 1][c] > grid[r][c]) best[r][c] = Math.max(best[r][c], best[r + 1][c] + 1);
      if (c + 1 < n && grid[r][c + 1] > grid[r][c]) best[r][c] = Math.max(best[r][c], best[r][c + 1] + 1);
      answer = Math.max(answer, best[r][c]);
    }
  }
  return answer;
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
  const m = nextInt();
  const n = nextInt();
  const grid = [];
  for (let i = 0; i < m; i++) grid.push(readInts(n));

  process.stdout.write(`${longestIncreasingPath(grid)}\n`);
}

main();
