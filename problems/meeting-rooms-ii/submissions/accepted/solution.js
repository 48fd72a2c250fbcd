// @learner
/**
 * Returns the fewest rooms needed so that the meetings [start, end) that overlap are in different rooms.
 * @param {number[][]} intervals
 * @return {number}
 */
function minMeetingRooms(intervals) {
  // @solution
  // Sweep over time: the start times and the end times, each sorted.
  const starts = Int32Array.from(intervals, (m) => m[0]).sort();
  const ends = Int32Array.from(intervals, (m) => m[1]).sort();
  let running = 0;
  let best = 0;
  let e = 0;
  for (const s of starts) {
    // Meetings that ended by time s have freed their rooms (an end at s frees the room before s begins).
    while (ends[e] <= s) {
      e++;
      running--;
    }
    running++;
    best = Math.max(best, running);
  }
  return best;
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

  process.stdout.write(`${minMeetingRooms(intervals)}\n`);
}

main();
