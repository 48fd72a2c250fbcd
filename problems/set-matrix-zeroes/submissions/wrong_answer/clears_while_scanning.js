/**
 * Sets every row and every column that holds a 0 to all zeros, in place.
 * @param {number[][]} matrix
 * @return {void}
 */
function setZeroes(matrix) {
  // @solution
  // Wrong: clears the row and column of a zero right away, during the same scan. Zeros written
  // this way are found again further on and spread too, so far too many cells end up 0.
  const m = matrix.length;
  const n = matrix[0].length;
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      if (matrix[i][j] === 0) {
        for (let k = 0; k < n; k++) matrix[i][k] = 0;
        for (let k = 0; k < m; k++) matrix[k][j] = 0;
      }
    }
  }
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
  const m = nextInt();
  const n = nextInt();
  const matrix = [];
  for (let i = 0; i < m; i++) matrix.push(readInts(n));
  setZeroes(matrix);
  for (const row of matrix) printArray(row);
}

main();
