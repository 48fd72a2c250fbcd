// @learner
/**
 * Returns the k points closest to (0, 0), in any order (the k-th and (k+1)-th distances differ).
 * @param {number[][]} points
 * @param {number} k
 * @return {number[][]}
 */
function kClosest(points, k) {
  // @solution
  const dist = (p) => p[0] * p[0] + p[1] * p[1];
  // A binary max-heap of the k closest points seen so far, by squared distance.
  const heap = [];
  const up = (i) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (dist(heap[p]) >= dist(heap[i])) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const down = (i) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let big = i;
      if (l < heap.length && dist(heap[l]) > dist(heap[big])) big = l;
      if (r < heap.length && dist(heap[r]) > dist(heap[big])) big = r;
      if (big === i) return;
      [heap[big], heap[i]] = [heap[i], heap[big]];
      i = big;
    }
  };
  for (const p of points) {
    if (heap.length < k) {
      heap.push(p);
      up(heap.length - 1);
    } else if (dist(p) < dist(heap[0])) {
      heap[0] = p; // replace the farthest point kept
      down(0);
    }
  }
  return heap;
  // @end-solution
}
// @end-learner

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
