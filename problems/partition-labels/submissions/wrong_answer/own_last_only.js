/**
 * Returns the lengths of the most pieces s can be cut into with every letter inside one piece.
 * @param {string} s
 * @return {number[]}
 */
function partitionLabels(s) {
  // @solution
  // Wrong: closes a piece as soon as the current letter has no later copy, forgetting letters
  // seen earlier in the piece that still appear further right ("abab" gives 3 1 instead of 4).
  const last = new Array(26).fill(0);
  for (let i = 0; i < s.length; i++) last[s.charCodeAt(i) - 97] = i;
  const sizes = [];
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if (last[s.charCodeAt(i) - 97] === i) {
      sizes.push(i - start + 1);
      start = i + 1;
    }
  }
  return sizes;
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
  const data = require('fs').readFileSync(0, 'utf8');
  const s = data.trim();

  const result = partitionLabels(s);

  printArray(result);
}

main();
