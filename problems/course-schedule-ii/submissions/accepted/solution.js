// @learner
/**
 * @param {number} numCourses  courses are labelled 0 .. numCourses - 1
 * @param {number[][]} prerequisites  [a, b]: course b must be finished before course a
 * @return {number[]}
 */
function findOrder(numCourses, prerequisites) {
  // @solution
  // Kahn's topological sort. Edge b -> a for every pair; indegree[a] counts unfinished prerequisites.
  const adj = Array.from({ length: numCourses }, () => []);
  const indegree = new Int32Array(numCourses);
  for (const [a, b] of prerequisites) {
    adj[b].push(a);
    indegree[a]++;
  }
  const order = []; // also the queue: courses are appended when they become ready
  for (let i = 0; i < numCourses; i++) if (indegree[i] === 0) order.push(i);
  for (let head = 0; head < order.length; head++) {
    for (const next of adj[order[head]]) {
      indegree[next]--;
      if (indegree[next] === 0) order.push(next);
    }
  }
  // Courses on (or behind) a cycle never become ready: then there is no order at all.
  return order.length === numCourses ? order : [];
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

  // Many orders can be right, so the order itself is checked here and the verdict printed.
  process.stdout.write(checkOrder(n, prerequisites, order) + '\n');
}

main();
