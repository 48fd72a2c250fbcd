/**
 * Returns the most coins that bursting all balloons can earn.
 * @param {number[]} nums
 * @return {number}
 */
function maxCoins(nums) {
  // @solution
  // Wrong: greedily bursts the balloon with the smallest number first (keeping big numbers
  // around as neighbours), which is not always the best order.
  const alive = [...nums];
  let coins = 0;
  while (alive.length > 0) {
    let pick = 0;
    for (let i = 1; i < alive.length; i++) if (alive[i] < alive[pick]) pick = i;
    const left = pick > 0 ? alive[pick - 1] : 1;
    const right = pick + 1 < alive.length ? alive[pick + 1] : 1;
    coins += left * alive[pick] * right;
    alive.splice(pick, 1);
  }
  return coins;
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
  process.stdout.write(`${maxCoins(readIntArray())}\n`);
}

main();
