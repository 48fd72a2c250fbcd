// @learner
/**
 * Returns the values of the matrix in clockwise spiral order, starting at the top-left corner.
 * @param {number[][]} matrix
 * @return {number[]}
 */
function spiralOrder(matrix) {
  // @solution
  const result = [];
  // The rows top..bottom and columns left..right are the part not read yet.
  let top = 0;
  let bottom = matrix.length - 1;
  let left = 0;
  let right = matrix[0].length - 1;
  while (top <= bottom && left <= right) {
    for (let j = left; j <= right; j++) result.push(matrix[top][j]); // top row, rightwards
    top++;
    for (let i = top; i <= bottom; i++) result.push(matrix[i][right]); // right column, down
    right--;
    if (top <= bottom) {
      // a bottom row is left: read it leftwards
      for (let j = right; j >= left; j--) result.push(matrix[bottom][j]);
      bottom--;
    }
    if (left <= right) {
      // a left column is left: read it upwards
      for (let i = bottom; i >= top; i--) result.push(matrix[i][left]);
      left++;
    }
  }
  return result;
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
  const m = nextInt();
  const n = nextInt();
  const matrix = [];
  for (let i = 0; i < m; i++) matrix.push(readInts(n));

  const result = spiralOrder(matrix);

  printArray(result);
}

main();
