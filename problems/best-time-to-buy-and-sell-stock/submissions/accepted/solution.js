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

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const prices = new Array(n);
  for (let i = 0; i < n; i++) prices[i] = Number(tokens[pos++]);

  process.stdout.write(String(maxProfit(prices)) + '\n');
}

main();
