/**
 * @param {number[][]} points
 * @return {number}
 */
function minCostConnectPoints(points) {
  // @solution
  // Wrong: a greedy path that always walks from the last point to its nearest unvisited point. The
  // result is a spanning path, but its cost can exceed the cheapest spanning tree's.
  const n = points.length;
  const used = new Uint8Array(n);
  used[0] = 1;
  let cur = 0;
  let total = 0;
  for (let step = 1; step < n; step++) {
    let best = -1;
    let bestD = Infinity;
    for (let j = 0; j < n; j++) {
      if (used[j]) continue;
      const d = Math.abs(points[cur][0] - points[j][0]) + Math.abs(points[cur][1] - points[j][1]);
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    }
    used[best] = 1;
    total += bestD;
    cur = best;
  }
  return total;
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
  const points = readRows(n, 2);

  process.stdout.write(String(minCostConnectPoints(points)) + '\n');
}

main();
