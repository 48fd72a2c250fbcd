/**
 * Returns ans of length n + 1 where ans[i] is the number of 1 bits of i.
 * @param {number} n
 * @return {number[]}
 */
function countBits(n) {
  // @solution
  // Wrong: an off-by-one leaves out the count of n itself (n entries instead of n + 1).
  const ans = new Array(n).fill(0);
  for (let i = 1; i < n; i++) ans[i] = ans[i >> 1] + (i & 1);
  return ans;
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
  printArray(countBits(nextInt()));
}

main();
