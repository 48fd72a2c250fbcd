/**
 * Returns the area of the largest rectangle inside the histogram.
 * @param {number[]} heights
 * @return {number}
 */
function largestRectangleArea(heights) {
  // @solution
  // Wrong: areas are only measured when a lower bar pops the stack; the bars still on the stack
  // at the end (they reach the right edge) are never measured ("2 4" gives 0 instead of 4).
  const st = [];
  let best = 0;
  for (let i = 0; i < heights.length; i++) {
    while (st.length > 0 && heights[st[st.length - 1]] >= heights[i]) {
      const top = st.pop();
      const left = st.length === 0 ? -1 : st[st.length - 1];
      best = Math.max(best, heights[top] * (i - left - 1));
    }
    st.push(i);
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
  const heights = readIntArray();

  const result = largestRectangleArea(heights);

  process.stdout.write(String(result) + '\n');
}

main();
