// @learner
/**
 * Returns the smallest eating speed (bananas per hour) that finishes every pile within h hours.
 * @param {number[]} piles
 * @param {number} h
 * @return {number}
 */
function minEatingSpeed(piles, h) {
  // @solution
  // Hours needed at speed k: each pile takes ceil(pile / k) hours (exact: the total stays below 2^53).
  const hoursAt = (k) => {
    let total = 0;
    for (const p of piles) total += Math.ceil(p / k);
    return total;
  };
  // The answer is in [1, max pile]: at the largest pile's speed every pile takes one hour.
  let lo = 1;
  let hi = 1;
  for (const p of piles) hi = Math.max(hi, p);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (hoursAt(mid) <= h) hi = mid; // fast enough: the answer is mid or slower
    else lo = mid + 1; // too slow
  }
  return lo;
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
  const piles = readIntArray();
  const h = nextInt();

  process.stdout.write(String(minEatingSpeed(piles, h)) + '\n');
}

main();
