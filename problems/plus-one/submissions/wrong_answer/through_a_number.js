/**
 * Returns the decimal digits of the number plus one, most significant digit first.
 * @param {number[]} digits
 * @return {number[]}
 */
function plusOne(digits) {
  // @solution
  // Wrong: turns the digits into a number, adds one and splits it again. A double holds only
  // about 16 significant digits, so longer numbers come back rounded (and in exponent form).
  const value = Number(digits.join('')) + 1;
  return String(value).split('').map(Number);
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
  printArray(plusOne(readIntArray()));
}

main();
