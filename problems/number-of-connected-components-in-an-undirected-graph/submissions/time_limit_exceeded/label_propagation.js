/**
 * @param {number} n
 * @param {number[][]} edges
 * @return {number}
 */
function countComponents(n, edges) {
  // @solution
  // Brute force: every node starts with its own label; sweep all edges, giving both ends the smaller
  // label, until a sweep changes nothing. On a long path a label may move one node per sweep: O(n * m).
  const label = new Int32Array(n);
  for (let i = 0; i < n; i++) label[i] = i;
  for (let changed = true; changed; ) {
    changed = false;
    for (const [u, v] of edges) {
      if (label[u] !== label[v]) {
        const l = Math.min(label[u], label[v]);
        label[u] = l;
        label[v] = l;
        changed = true;
      }
    }
  }
  let count = 0;
  for (let i = 0; i < n; i++) if (label[i] === i) count++;
  return count;
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
  const edges = readEdgeList(2);

  process.stdout.write(String(countComponents(n, edges)) + '\n');
}

main();
