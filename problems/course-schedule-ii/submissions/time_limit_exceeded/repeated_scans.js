/**
 * @param {number} numCourses
 * @param {number[][]} prerequisites
 * @return {number[]}
 */
function findOrder(numCourses, prerequisites) {
  // @solution
  // Brute force: sweep all pairs to find the courses whose prerequisites are all done, take them, and
  // sweep again. A long chain of prerequisites unlocks one course per sweep: O(n * (n + m)).
  const done = new Uint8Array(numCourses);
  const order = [];
  for (;;) {
    const blocked = new Uint8Array(numCourses);
    for (const [a, b] of prerequisites) if (!done[b]) blocked[a] = 1;
    const before = order.length;
    for (let i = 0; i < numCourses; i++) {
      if (!done[i] && !blocked[i]) order.push(i);
    }
    if (order.length === before) break;
    for (let k = before; k < order.length; k++) done[order[k]] = 1;
  }
  return order.length === numCourses ? order : [];
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

// @driver graph-order
// Checks `order` as a schedule of the courses 0 .. n - 1, where a pair [a, b] means course b comes before
// course a, and names what it is: "valid order", "no order" (an empty list) or "invalid order: <the first fault>".
function checkOrder(n, prerequisites, order) {
  if (!Array.isArray(order) && !ArrayBuffer.isView(order)) return 'invalid order: the function did not return an array';
  if (order.length === 0) return 'no order';
  if (order.length !== n) return `invalid order: it lists ${order.length} courses, expected ${n}`;
  const at = new Int32Array(n).fill(-1); // at[c] = position of course c in the order
  for (let i = 0; i < n; i++) {
    const c = order[i];
    if (!Number.isInteger(c) || c < 0 || c >= n) return `invalid order: course ${c} does not exist`;
    if (at[c] !== -1) return `invalid order: course ${c} is listed twice`;
    at[c] = i;
  }
  for (const [a, b] of prerequisites) {
    if (a === b) return `invalid order: course ${a} requires itself`;
    if (at[b] > at[a]) return `invalid order: course ${a} comes before its prerequisite ${b}`;
  }
  return 'valid order';
}
// @end-driver

function main() {
  const n = nextInt();
  const prerequisites = readEdgeList(2);

  const order = findOrder(n, prerequisites);

  process.stdout.write(checkOrder(n, prerequisites, order) + '\n');
}

main();
