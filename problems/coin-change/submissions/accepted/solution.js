/**
 * Returns the fewest coins that add up to amount, or -1 if it cannot be done.
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
function coinChange(coins, amount) {
  // @solution
  // dp[x] = fewest coins that make exactly x; INF marks "not reachable yet".
  const INF = amount + 1;
  const dp = new Int32Array(amount + 1).fill(INF);
  dp[0] = 0;
  for (let x = 1; x <= amount; x++) {
    for (const c of coins) {
      // Use coin c last: the rest, x - c, must be made optimally.
      if (c <= x && dp[x - c] + 1 < dp[x]) dp[x] = dp[x - c] + 1;
    }
  }
  return dp[amount] >= INF ? -1 : dp[amount];
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
