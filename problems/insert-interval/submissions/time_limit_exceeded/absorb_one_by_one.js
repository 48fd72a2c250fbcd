/**
 * Inserts newInterval into the sorted, disjoint intervals, merging what overlaps it.
 * @param {number[][]} intervals
 * @param {number[]} newInterval
 * @return {number[][]}
 */
function insert(intervals, newInterval) {
  // @solution
  // Brute force: search the whole list for an interval that overlaps the new one, absorb it,
  // delete it and search again from the start - O(n * k) for k absorbed intervals, too slow
  // when the new interval swallows a large part of a list of 2 * 10^5.
  const list = intervals.map((iv) => [iv[0], iv[1]]);
  let [lo, hi] = newInterval;
  for (;;) {
    const k = list.findIndex((iv) => iv[0] <= hi && lo <= iv[1]);
    if (k < 0) break;
    lo = Math.min(lo, list[k][0]);
    hi = Math.max(hi, list[k][1]);
    list.splice(k, 1);
  }
  let at = 0;
  while (at < list.length && list[at][0] < lo) at++;
  list.splice(at, 0, [lo, hi]);
  return list;
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
