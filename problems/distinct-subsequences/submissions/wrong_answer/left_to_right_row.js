/**
 * Returns the number of ways to pick t as a subsequence of s, modulo 1000000007.
 * @param {string} s
 * @param {string} t
 * @return {number}
 */
function numDistinct(s, t) {
  // @solution
  // Wrong: the single row is updated left to right, so ways[j - 1] may already include the
  // current letter of s, which then gets used twice (for example "aa" is found once in "a").
  const MOD = 1000000007;
  const m = t.length;
  const ways = new Array(m + 1).fill(0);
  ways[0] = 1;
  for (const ch of s) {
    for (let j = 1; j <= m; j++) {
      if (t[j - 1] === ch) ways[j] = (ways[j] + ways[j - 1]) % MOD;
    }
  }
  return ways[m];
  // @end-solution
}

function main() {
  const [s, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((w) => w.length > 0);

  process.stdout.write(`${numDistinct(s, t)}\n`);
}

main();
