// @learner
/**
 * Returns the largest value of nums[i] XOR nums[j] over all pairs 0 <= i <= j < n.
 * @param {number[]} nums
 * @return {number}
 */
function findMaximumXOR(nums) {
  // @solution
  // A binary trie of the numbers, highest bit (30) first: child[2 * v + b] is node v's child for bit b.
  const child = new Int32Array(2 * (31 * nums.length + 1));
  let nodes = 1;
  let best = 0;
  for (const x of nums) {
    let v = 0;
    for (let b = 30; b >= 0; b--) {
      const bit = (x >> b) & 1;
      if (child[2 * v + bit] === 0) child[2 * v + bit] = nodes++;
      v = child[2 * v + bit];
    }
    // Walk down choosing the opposite bit whenever the trie has it: that bit of the XOR becomes 1.
    v = 0;
    let cur = 0;
    for (let b = 30; b >= 0; b--) {
      const want = ((x >> b) & 1) ^ 1;
      if (child[2 * v + want] !== 0) {
        cur |= 1 << b;
        v = child[2 * v + want];
      } else {
        v = child[2 * v + (want ^ 1)];
      }
    }
    best = Math.max(best, cur);
  }
  return best;
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
  const nums = readIntArray();

  process.stdout.write(`${findMaximumXOR(nums)}\n`);
}

main();
