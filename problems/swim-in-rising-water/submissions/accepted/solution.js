// @learner
/**
 * @param {number[][]} grid  grid[r][c] = elevation of cell (r, c); the elevations are 0 .. n*n - 1, each once
 * @return {number}
 */
function swimInWater(grid) {
  // @solution
  // Let the water rise: at time t the cell with elevation t joins its flooded neighbours
  // (union-find). The answer is the first t at which both corners are in one region.
  const n = grid.length;
  const cells = n * n;
  const at = new Int32Array(cells); // at[t] = index r * n + c of the cell with elevation t
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) at[grid[r][c]] = r * n + c;
  const parent = new Int32Array(cells);
  const size = new Int32Array(cells).fill(1);
  for (let i = 0; i < cells; i++) parent[i] = i;
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  const moves = [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ];
  for (let t = 0; t < cells; t++) {
    const r = Math.floor(at[t] / n);
    const c = at[t] % n;
    for (const [dr, dc] of moves) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nr >= n || nc < 0 || nc >= n || grid[nr][nc] > t) continue; // not flooded yet
      let a = find(at[t]);
      let b = find(nr * n + nc);
      if (a === b) continue;
      if (size[a] < size[b]) [a, b] = [b, a];
      parent[b] = a;
      size[a] += size[b];
    }
    if (find(0) === find(cells - 1)) return t;
  }
  return cells - 1;
  // @end-solution
}
// @end-learner

// @driver graph-io
// Standard input split into whitespace-separated tokens (read on first use) and the next token's index.
let tokens = null;
let pos = 0;

// Reads the next integer of standard input (0 after its end).
function nextInt() {
  if (tokens === null) tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  return pos < tokens.length ? Number(tokens[pos++]) : 0;
}

// Reads `count` rows of `width` integers each: an edge list (`u v` or `u v w` per line), points, a grid.
function readRows(count, width) {
  const rows = new Array(count);
  for (let i = 0; i < count; i++) {
    const row = new Array(width);
    for (let j = 0; j < width; j++) row[j] = nextInt();
    rows[i] = row;
  }
  return rows;
}

// Reads an edge count m followed by m edges of `width` integers each (`u v`, or `u v w` with a weight).
function readEdgeList(width) {
  return readRows(nextInt(), width);
}
// @end-driver

function main() {
  const n = nextInt();
  const grid = readRows(n, n);

  process.stdout.write(String(swimInWater(grid)) + '\n');
}

main();
