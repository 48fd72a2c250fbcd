// @learner
/**
 * Returns whether the cards split into groups of groupSize consecutive values.
 * @param {number[]} hand
 * @param {number} groupSize
 * @return {boolean}
 */
function isNStraightHand(hand, groupSize) {
  // @solution
  if (hand.length % groupSize !== 0) return false;
  hand.sort((a, b) => a - b);
  const count = new Map();
  for (const v of hand) count.set(v, (count.get(v) || 0) + 1);
  for (const v of hand) {
    const c = count.get(v);
    if (c === 0) continue; // already used by earlier groups
    // v is the smallest card left: c groups must start here, each needing v .. v + groupSize - 1.
    for (let k = 0; k < groupSize; k++) {
      const have = count.get(v + k) || 0;
      if (have < c) return false;
      count.set(v + k, have - c);
    }
  }
  return true;
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
  const hand = readIntArray();
  const groupSize = nextInt();

  const result = isNStraightHand(hand, groupSize);

  process.stdout.write(String(result) + '\n');
}

main();
