/**
 * @param {number[][]} edges
 * @return {number[]}
 */
function findRedundantConnection(edges) {
  // @solution
  // Brute force: add the edges one by one; before adding u-v, search the edges added so far for a
  // path from u to v. Each search may visit every node added so far: O(n^2).
  const n = edges.length;
  const adj = Array.from({ length: n + 1 }, () => []);
  const seen = new Int32Array(n + 1);
  let stamp = 0;
  for (const edge of edges) {
    const [u, v] = edge;
    stamp++;
    const stack = [u];
    seen[u] = stamp;
    while (stack.length > 0) {
      const cur = stack.pop();
      if (cur === v) return edge;
      for (const next of adj[cur]) {
        if (seen[next] !== stamp) {
          seen[next] = stamp;
          stack.push(next);
        }
      }
    }
    adj[u].push(v);
    adj[v].push(u);
  }
  return [];
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
  const edges = readEdgeList(2);

  const edge = findRedundantConnection(edges);
  process.stdout.write((Array.isArray(edge) && edge.length === 2 ? `${edge[0]} ${edge[1]}` : 'no edge') + '\n');
}

main();
