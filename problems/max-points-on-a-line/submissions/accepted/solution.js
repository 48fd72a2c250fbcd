// @learner
/**
 * Returns the largest number of the given points that lie on one straight line.
 * @param {number[][]} points
 * @return {number}
 */
function maxPoints(points) {
  // @solution
  const gcd = (a, b) => {
    while (b !== 0) [a, b] = [b, a % b];
    return a;
  };
  const n = points.length;
  let best = Math.min(n, 1);
  const count = new Map();
  for (let i = 0; i < n; i++) {
    // The direction from point i to each later point, reduced by the gcd and turned to one
    // half-plane, is the same exactly for the points on a common line through point i.
    count.clear();
    for (let j = i + 1; j < n; j++) {
      let dx = points[j][0] - points[i][0];
      let dy = points[j][1] - points[i][1];
      const g = gcd(Math.abs(dx), Math.abs(dy));
      dx /= g;
      dy /= g;
      if (dx < 0 || (dx === 0 && dy < 0)) {
        dx = -dx;
        dy = -dy;
      }
      const key = dx * 40001 + (dy + 20000); // one number per direction
      const c = (count.get(key) ?? 0) + 1;
      count.set(key, c);
      if (c + 1 > best) best = c + 1; // the points in this direction plus point i itself
    }
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
  const points = [];
  for (let i = 0; i < n; i++) points.push(readInts(2));

  process.stdout.write(String(maxPoints(points)) + '\n');
}

main();
