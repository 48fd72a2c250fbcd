// @learner
/**
 * Returns the fewest intervals to remove so that no two of the rest overlap (touching is fine).
 * @param {number[][]} intervals
 * @return {number}
 */
function eraseOverlapIntervals(intervals) {
  // @solution
  // Greedy: among intervals that can still be kept, the one ending first leaves the most room.
  intervals.sort((a, b) => a[1] - b[1]);
  let kept = 0;
  let lastEnd = -Infinity;
  for (const [start, end] of intervals) {
    if (start >= lastEnd) {
      // starts after (or when) the last kept one ends
      kept++;
      lastEnd = end;
    }
  }
  return intervals.length - kept;
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

  const result = eraseOverlapIntervals(intervals);

  process.stdout.write(result + '\n');
}

main();
