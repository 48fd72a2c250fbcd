// @learner
/**
 * Returns the largest profit of one buy followed by one later sell (0 if no profit is possible).
 * @param {number[]} prices
 * @return {number}
 */
function maxProfit(prices) {
  // @solution
  let minPrice = Infinity; // cheapest day seen so far
  let best = 0;
  for (const p of prices) {
    if (p < minPrice) minPrice = p;                 // a better day to buy
    else best = Math.max(best, p - minPrice);       // try selling today
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
  const prices = readIntArray();

  process.stdout.write(String(maxProfit(prices)) + '\n');
}

main();
