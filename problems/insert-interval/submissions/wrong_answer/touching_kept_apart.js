/**
 * Inserts newInterval into the sorted, disjoint intervals, merging what overlaps it.
 * @param {number[][]} intervals
 * @param {number[]} newInterval
 * @return {number[][]}
 */
function insert(intervals, newInterval) {
  // @solution
  // Wrong: uses strict comparisons, so intervals that only share an end point are not merged.
  const result = [];
  const n = intervals.length;
  let i = 0;
  let [lo, hi] = newInterval;
  while (i < n && intervals[i][1] <= lo) result.push(intervals[i++]);
  while (i < n && intervals[i][0] < hi) {
    lo = Math.min(lo, intervals[i][0]);
    hi = Math.max(hi, intervals[i][1]);
    i++;
  }
  result.push([lo, hi]);
  while (i < n) result.push(intervals[i++]);
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
  const intervals = [];
  for (let i = 0; i < n; i++) intervals.push(readInts(2));
  const newInterval = readInts(2);
  for (const interval of insert(intervals, newInterval)) printArray(interval);
}

main();
