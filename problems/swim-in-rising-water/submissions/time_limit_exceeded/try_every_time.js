/**
 * @param {number[][]} grid
 * @return {number}
 */
function swimInWater(grid) {
  // @solution
  // Brute force: for t = max(start, end), t + 1, ..., search the cells with elevation <= t for a
  // route between the corners. Up to n^2 searches of n^2 cells each: O(n^4).
  const n = grid.length;
  const seen = new Int32Array(n * n).fill(-1);
  const queue = new Int32Array(n * n);
  for (let t = Math.max(grid[0][0], grid[n - 1][n - 1]); ; t++) {
    let head = 0;
    let tail = 0;
    queue[tail++] = 0;
    seen[0] = t;
    while (head < tail) {
      const cur = queue[head++];
      if (cur === n * n - 1) return t;
      const r = Math.floor(cur / n);
      const c = cur % n;
      const next = [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ];
      for (const [nr, nc] of next) {
        if (nr < 0 || nr >= n || nc < 0 || nc >= n) continue;
        const id = nr * n + nc;
        if (seen[id] === t || grid[nr][nc] > t) continue;
        seen[id] = t;
        queue[tail++] = id;
      }
    }
  }
  // @end-solution
}

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
