/**
 * Returns the smallest eating speed (bananas per hour) that finishes every pile within h hours.
 * @param {number[]} piles
 * @param {number} h
 * @return {number}
 */
function minEatingSpeed(piles, h) {
  // @solution
  // Too slow: tries the speeds 1, 2, 3, ... in turn - O(answer * n).
  for (let k = 1; ; k++) {
    let total = 0;
    for (const p of piles) total += Math.ceil(p / k);
    if (total <= h) return k;
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
  const piles = readIntArray();
  const h = nextInt();

  process.stdout.write(String(minEatingSpeed(piles, h)) + '\n');
}

main();
