/**
 * Returns the k points closest to (0, 0), in any order (the k-th and (k+1)-th distances differ).
 * @param {number[][]} points
 * @param {number} k
 * @return {number[][]}
 */
function kClosest(points, k) {
  // @solution
  // Wrong: ranks the points by |x| + |y| instead of by their straight-line distance.
  return [...points].sort((a, b) => Math.abs(a[0]) + Math.abs(a[1]) - (Math.abs(b[0]) + Math.abs(b[1]))).slice(0, k);
  // @end-solution
}

// @driver array-io
// Standard input split into whitespace-separated tokens (read on first use) and the next token's index.
let tokens = null;
let pos = 0;

// Reads the next integer of standard input (0 after its end).
function nextInt() {
  if (tokens === null) tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  return pos < tokens.length ? Number(tokens[pos++]) : 0;
}

// Reads n integers.
function readInts(n) {
  const values = new Array(n);
  for (let i = 0; i < n; i++) values[i] = nextInt();
  return values;
}

// Reads a length followed by that many integers.
function readIntArray() {
  return readInts(nextInt());
}

// Prints the values separated by single spaces, then a newline (empty line for an empty array).
function printArray(values) {
  process.stdout.write(values.join(' ') + '\n');
}
// @end-driver

function main() {
  const n = nextInt();
  const k = nextInt();
  const points = [];
  for (let i = 0; i < n; i++) points.push(readInts(2));

  const result = kClosest(points, k);

  // Any order is accepted: the points are printed sorted by x, then by y.
  const sorted = result.map((p) => [...p]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const p of sorted) printArray(p);
}

main();
