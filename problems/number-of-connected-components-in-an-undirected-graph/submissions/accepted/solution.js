// @learner
/**
 * @param {number} n  nodes are labelled 0 .. n - 1
 * @param {number[][]} edges  [u, v]: an undirected edge between nodes u and v
 * @return {number}
 */
function countComponents(n, edges) {
  // @solution
  // Union-find with path halving and union by size.
  const parent = new Int32Array(n);
  const size = new Int32Array(n).fill(1);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  let components = n;
  for (const [u, v] of edges) {
    let a = find(u);
    let b = find(v);
    if (a === b) continue; // already connected
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    components--; // every successful union joins two components into one
  }
  return components;
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
  const edges = readEdgeList(2);

  process.stdout.write(String(countComponents(n, edges)) + '\n');
}

main();
