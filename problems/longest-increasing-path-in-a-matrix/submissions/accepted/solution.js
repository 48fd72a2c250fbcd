// @learner
/**
 * Returns the number of cells on the longest strictly increasing path through side-adjacent cells.
 * @param {number[][]} grid
 * @return {number}
 */
function longestIncreasingPath(grid) {
  // @solution
  const m = grid.length;
  const n = grid[0].length;
  const dirs = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  // out[c] = neighbours of c with a larger value: the steps a path can still take from c.
  const out = new Int32Array(m * n);
  let layer = [];
  for (let r = 0; r < m; r++) {
    for (let c = 0; c < n; c++) {
      for (const [dr, dc] of dirs) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] > grid[r][c]) out[r * n + c]++;
      }
      if (out[r * n + c] === 0) layer.push(r * n + c); // a path can end here
    }
  }
  // Peel the grid layer by layer from the path ends (topological order); count the layers.
  let layers = 0;
  while (layer.length > 0) {
    layers++;
    const next = [];
    for (const cell of layer) {
      const r = Math.floor(cell / n);
      const c = cell % n;
      for (const [dr, dc] of dirs) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] < grid[r][c]) {
          if (--out[nr * n + nc] === 0) next.push(nr * n + nc);
        }
      }
    }
    layer = next;
  }
  return layers;
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
  const m = nextInt();
  const n = nextInt();
  const grid = [];
  for (let i = 0; i < m; i++) grid.push(readInts(n));

  process.stdout.write(`${longestIncreasingPath(grid)}\n`);
}

main();
