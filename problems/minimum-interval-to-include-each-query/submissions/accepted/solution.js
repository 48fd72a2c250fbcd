// @learner
/**
 * Returns, for each query, the size (right - left + 1) of the smallest interval containing it, or -1 if none does.
 * @param {number[][]} intervals
 * @param {number[]} queries
 * @return {number[]}
 */
function minInterval(intervals, queries) {
  // @solution
  intervals.sort((a, b) => a[0] - b[0]); // by left end
  const order = queries.map((_, i) => i).sort((a, b) => queries[a] - queries[b]);
  // Binary min-heap of [size, right end] of the intervals that start at or before the current query.
  const heap = [];
  const less = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  const push = (item) => {
    heap.push(item);
    for (let c = heap.length - 1; c > 0; ) {
      const p = (c - 1) >> 1;
      if (!less(heap[c], heap[p])) break;
      [heap[c], heap[p]] = [heap[p], heap[c]];
      c = p;
    }
  };
  const pop = () => {
    const last = heap.pop();
    if (heap.length === 0) return;
    heap[0] = last;
    for (let p = 0; ; ) {
      let m = p;
      for (const c of [2 * p + 1, 2 * p + 2]) if (c < heap.length && less(heap[c], heap[m])) m = c;
      if (m === p) break;
      [heap[m], heap[p]] = [heap[p], heap[m]];
      p = m;
    }
  };
  const answer = new Array(queries.length).fill(-1);
  let i = 0;
  for (const qi of order) {
    const x = queries[qi];
    for (; i < intervals.length && intervals[i][0] <= x; i++) push([intervals[i][1] - intervals[i][0] + 1, intervals[i][1]]);
    // Intervals that end before x end before every later (larger) query too: drop them for good.
    while (heap.length > 0 && heap[0][1] < x) pop();
    if (heap.length > 0) answer[qi] = heap[0][0];
  }
  return answer;
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
  const q = nextInt();
  const intervals = [];
  for (let i = 0; i < n; i++) intervals.push(readInts(2));
  const queries = readInts(q);

  printArray(minInterval(intervals, queries));
}

main();
