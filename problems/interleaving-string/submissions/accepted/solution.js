// @learner
/**
 * Returns whether s3 can be formed by interleaving s1 and s2, each kept in order.
 * @param {string} s1
 * @param {string} s2
 * @param {string} s3
 * @return {boolean}
 */
function isInterleave(s1, s2, s3) {
  // @solution
  const n = s1.length;
  const m = s2.length;
  if (n + m !== s3.length) return false;
  // ok[j] (while on row i) = whether the first i letters of s1 and the first j letters of s2
  // interleave into the first i + j letters of s3.
  const ok = new Array(m + 1).fill(false);
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (i === 0 && j === 0) {
        ok[j] = true;
        continue;
      }
      const fromS1 = i > 0 && ok[j] && s1[i - 1] === s3[i + j - 1]; // last letter from s1
      const fromS2 = j > 0 && ok[j - 1] && s2[j - 1] === s3[i + j - 1]; // last letter from s2
      ok[j] = fromS1 || fromS2;
    }
  }
  return ok[m];
  // @end-solution
}
// @end-learner

function main() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());
  while (lines.length < 3) lines.push('');

  process.stdout.write(`${isInterleave(lines[0], lines[1], lines[2])}\n`);
}

main();
