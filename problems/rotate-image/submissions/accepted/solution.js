// @learner
/**
 * Rotates the n x n matrix a quarter turn clockwise, in place.
 * @param {number[][]} matrix
 * @return {void}
 */
function rotate(matrix) {
  // @solution
  const n = matrix.length;
  // Ring by ring, move four cells at a time: left -> top -> right -> bottom -> left.
  for (let i = 0; i < n >> 1; i++) {
    for (let j = i; j < n - 1 - i; j++) {
      const top = matrix[i][j];
      matrix[i][j] = matrix[n - 1 - j][i]; // left column to top row
      matrix[n - 1 - j][i] = matrix[n - 1 - i][n - 1 - j]; // bottom row to left column
      matrix[n - 1 - i][n - 1 - j] = matrix[j][n - 1 - i]; // right column to bottom row
      matrix[j][n - 1 - i] = top; // top row to right column
    }
  }
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
  const matrix = [];
  for (let i = 0; i < n; i++) matrix.push(readInts(n));

  rotate(matrix);

  // The matrix the function received, after the call.
  for (const row of matrix) printArray(row);
}

main();
