/**
 * Returns the k points closest to (0, 0), in any order (the k-th and (k+1)-th distances differ).
 * @param {number[][]} points
 * @param {number} k
 * @return {number[][]}
 */
function kClosest(points, k) {
  // @solution
  // Brute force: k times, scan all points for the nearest one not taken yet - O(n * k).
  const taken = new Array(points.length).fill(false);
  const result = [];
  for (let round = 0; round < k; round++) {
    let best = -1;
    let bestDist = Infinity;
    for (let i = 0; i < points.length; i++) {
      const d = points[i][0] * points[i][0] + points[i][1] * points[i][1];
      if (!taken[i] && d < bestDist) {
        best = i;
        bestDist = d;
      }
    }
    taken[best] = true;
    result.push(points[best]);
  }
  return result;
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
