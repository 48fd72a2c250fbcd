// @learner
/**
 * @param {number[][]} edges  [u, v]: an undirected edge between nodes u and v (nodes are 1 .. n, n = edges.length)
 * @return {number[]}
 */
function findRedundantConnection(edges) {
  // @solution
  // Union-find: the first edge whose ends are already connected closes the only cycle, and it is
  // the cycle's edge that comes last in the input.
  const n = edges.length;
  const parent = new Int32Array(n + 1);
  const size = new Int32Array(n + 1).fill(1);
  for (let i = 0; i <= n; i++) parent[i] = i;
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const edge of edges) {
    let a = find(edge[0]);
    let b = find(edge[1]);
    if (a === b) return edge;
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
  }
  return [];
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
  const edges = readEdgeList(2);

  const edge = findRedundantConnection(edges);
  process.stdout.write((Array.isArray(edge) && edge.length === 2 ? `${edge[0]} ${edge[1]}` : 'no edge') + '\n');
}

main();
