// @learner
/**
 * Returns the number of ways to pick t as a subsequence of s, modulo 1000000007.
 * @param {string} s
 * @param {string} t
 * @return {number}
 */
function numDistinct(s, t) {
  // @solution
  const MOD = 1000000007;
  const m = t.length;
  // ways[j] = ways to form the first j letters of t from the part of s read so far.
  const ways = new Array(m + 1).fill(0);
  ways[0] = 1; // the empty prefix: pick nothing
  for (const ch of s) {
    // Right to left, so ways[j - 1] still counts the letters before this one.
    for (let j = m; j >= 1; j--) {
      if (t[j - 1] === ch) ways[j] = (ways[j] + ways[j - 1]) % MOD;
    }
  }
  return ways[m];
  // @end-solution
}
// @end-learner

function main() {
  const [s, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((w) => w.length > 0);

  process.stdout.write(`${numDistinct(s, t)}\n`);
}

main();
