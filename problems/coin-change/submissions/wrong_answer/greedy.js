/**
 * Returns the fewest coins that add up to amount, or -1 if it cannot be done.
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
function coinChange(coins, amount) {
  // @solution
  // Wrong: greedy, largest coin first (fails e.g. coins 1 3 4, amount 6).
  const sorted = [...coins].sort((a, b) => b - a);
  let left = amount;
  let count = 0;
  for (const c of sorted) {
    count += Math.floor(left / c);
    left %= c;
  }
  return left === 0 ? count : -1;
  // @end-solution
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const nextInt = () => parseInt(tokens[pos++], 10);

  const n = nextInt();
  const amount = nextInt();
  const coins = [];
  for (let i = 0; i < n; i++) coins.push(nextInt());

  process.stdout.write(String(coinChange(coins, amount)) + '\n');
}

main();
