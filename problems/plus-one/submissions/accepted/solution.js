// @learner
/**
 * Returns the decimal digits of the number plus one, most significant digit first.
 * @param {number[]} digits
 * @return {number[]}
 */
function plusOne(digits) {
  // @solution
  // From the last digit: a 9 rolls over to 0 and carries; any other digit takes the 1 and we are done.
  for (let i = digits.length - 1; i >= 0; i--) {
    if (digits[i] < 9) {
      digits[i]++;
      return digits;
    }
    digits[i] = 0;
  }
  // Every digit was 9: the answer is 1 followed by zeros.
  digits.unshift(1);
  return digits;
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
  const digits = readIntArray();

  const result = plusOne(digits);

  printArray(result);
}

main();
