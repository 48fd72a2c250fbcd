/**
 * Returns the fewest intervals to remove so that no two of the rest overlap (touching is fine).
 * @param {number[][]} intervals
 * @return {number}
 */
function eraseOverlapIntervals(intervals) {
  // @solution
  // Quadratic DP: after sorting by start, best[i] is the longest chain of compatible intervals
  // ending with interval i, found by looking at every earlier interval - O(n^2), too slow for n = 10^5.
  intervals.sort((a, b) => a[0] - b[0]);
  const n = intervals.length;
  const best = new Array(n).fill(1);
  let longest = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if (intervals[j][1] <= intervals[i][0] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
    }
    longest = Math.max(longest, best[i]);
  }
  return n - longest;
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

  process.stdout.write(eraseOverlapIntervals(intervals) + '\n');
}

main();
