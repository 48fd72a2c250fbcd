// @learner
/**
 * Returns the union of the intervals as disjoint intervals, in any order.
 * @param {number[][]} intervals
 * @return {number[][]}
 */
function merge(intervals) {
  // @solution
  intervals.sort((a, b) => a[0] - b[0]); // by start
  const merged = [];
  for (const cur of intervals) {
    const last = merged[merged.length - 1];
    // Overlaps (or touches) the last merged interval: extend it.
    if (last !== undefined && cur[0] <= last[1]) last[1] = Math.max(last[1], cur[1]);
    else merged.push([cur[0], cur[1]]);
  }
  return merged;
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
  const intervals = [];
  for (let i = 0; i < n; i++) intervals.push(readInts(2));

  const result = merge(intervals);

  // Any order is accepted: print the intervals sorted by start.
  result.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const interval of result) printArray(interval);
}

main();
