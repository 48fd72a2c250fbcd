/**
 * Smashes the two heaviest stones until at most one is left; returns its weight (0 if none is left).
 * @param {number[]} stones
 * @return {number}
 */
function lastStoneWeight(stones) {
  // @solution
  // Brute force: sort all remaining stones before every smash - n rounds of sorting.
  const rest = [...stones];
  while (rest.length > 1) {
    rest.sort((a, b) => a - b);
    const y = rest.pop();
    const x = rest.pop();
    if (y !== x) rest.push(y - x);
  }
  return rest.length ? rest[0] : 0;
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
  const stones = readIntArray();

  process.stdout.write(String(lastStoneWeight(stones)) + '\n');
}

main();
