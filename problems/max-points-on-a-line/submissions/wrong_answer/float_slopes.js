/**
 * Returns the largest number of the given points that lie on one straight line.
 * @param {number[][]} points
 * @return {number}
 */
function maxPoints(points) {
  // @solution
  // Wrong: groups the later points by the slope dy / dx as a floating-point number. For a
  // vertical line dx is 0 and the slope is Infinity above point i but -Infinity below it, so one
  // vertical line is counted as two different directions.
  const n = points.length;
  let best = Math.min(n, 1);
  for (let i = 0; i < n; i++) {
    const count = new Map();
    for (let j = i + 1; j < n; j++) {
      const slope = (points[j][1] - points[i][1]) / (points[j][0] - points[i][0]);
      const c = (count.get(slope) ?? 0) + 1;
      count.set(slope, c);
      best = Math.max(best, c + 1);
    }
  }
  return best;
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
  const points = [];
  for (let i = 0; i < n; i++) points.push(readInts(2));
  process.stdout.write(String(maxPoints(points)) + '\n');
}

main();
