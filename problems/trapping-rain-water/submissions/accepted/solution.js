// @learner
/**
 * Returns the total number of water units trapped between the bars.
 * (The total stays below 2^53, so ordinary numbers are exact.)
 * @param {number[]} height
 * @return {number}
 */
function trap(height) {
  // @solution
  let lo = 0;
  let hi = height.length - 1;
  let leftMax = 0;  // tallest bar seen from the left so far
  let rightMax = 0; // tallest bar seen from the right so far
  let water = 0;
  while (lo < hi) {
    if (height[lo] <= height[hi]) {
      // the right side has a wall at least this tall, so the left max decides
      if (height[lo] >= leftMax) leftMax = height[lo];
      else water += leftMax - height[lo];
      lo++;
    } else {
      // the left side has a taller wall, so the right max decides
      if (height[hi] >= rightMax) rightMax = height[hi];
      else water += rightMax - height[hi];
      hi--;
    }
  }
  return water;
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
  const height = readIntArray();

  process.stdout.write(String(trap(height)) + '\n');
}

main();
