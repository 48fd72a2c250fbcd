// @learner
/**
 * @param {number[][]} points  [x, y]; joining points i and j costs |xi - xj| + |yi - yj|
 * @return {number}
 */
function minCostConnectPoints(points) {
  // @solution
  // Prim's algorithm on the complete graph: dist[j] is the cheapest link from the tree to point j.
  const n = points.length;
  const dist = new Array(n).fill(Infinity);
  const inTree = new Uint8Array(n);
  let total = 0;
  dist[0] = 0;
  for (let added = 0; added < n; added++) {
    // Take the cheapest point outside the tree.
    let cur = -1;
    for (let j = 0; j < n; j++) if (!inTree[j] && (cur === -1 || dist[j] < dist[cur])) cur = j;
    inTree[cur] = 1;
    total += dist[cur];
    // Its links may be cheaper than the best links known so far.
    const [x, y] = points[cur];
    for (let j = 0; j < n; j++) {
      if (inTree[j]) continue;
      const d = Math.abs(x - points[j][0]) + Math.abs(y - points[j][1]);
      if (d < dist[j]) dist[j] = d;
    }
  }
  return total;
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
  const points = readRows(n, 2);

  process.stdout.write(String(minCostConnectPoints(points)) + '\n');
}

main();
