// @learner
const MOD = 1000000007;

/**
 * Returns the number of ways to climb n steps, modulo MOD.
 * @param {number} n
 * @return {number}
 */
function climbStairs(n) {
  // @solution
  // prev = ways(i - 2), cur = ways(i - 1); ways(0) = ways(1) = 1.
  let prev = 1;
  let cur = 1;
  for (let i = 2; i <= n; i++) {
    const next = (prev + cur) % MOD; // last move was 2 steps or 1 step
    prev = cur;
    cur = next;
  }
  return cur;
  // @end-solution
}
// @end-learner

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const n = parseInt(data.trim(), 10);

  process.stdout.write(String(climbStairs(n)) + '\n');
}

main();
