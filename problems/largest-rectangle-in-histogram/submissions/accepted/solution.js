// @learner
/**
 * Returns the area of the largest rectangle inside the histogram.
 * @param {number[]} heights
 * @return {number}
 */
function largestRectangleArea(heights) {
  // @solution
  const n = heights.length;
  const st = []; // indices of bars with increasing heights, still able to extend right
  let best = 0;
  for (let i = 0; i <= n; i++) {
    const h = i === n ? 0 : heights[i]; // a bar of height 0 at the end empties the stack
    while (st.length > 0 && heights[st[st.length - 1]] >= h) {
      const top = st.pop();
      // bar `top` spans from just after the new stack top to just before i
      const left = st.length === 0 ? -1 : st[st.length - 1];
      best = Math.max(best, heights[top] * (i - left - 1));
    }
    st.push(i);
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
  const heights = readIntArray();

  const result = largestRectangleArea(heights);

  process.stdout.write(String(result) + '\n');
}

main();
