/**
 * Returns whether s3 can be formed by interleaving s1 and s2, each kept in order.
 * @param {string} s1
 * @param {string} s2
 * @param {string} s3
 * @return {boolean}
 */
function isInterleave(s1, s2, s3) {
  // @solution
  // Wrong: always takes the letter from s1 when both strings match and never goes back,
  // so a choice that looks fine now can lead into a dead end later.
  if (s1.length + s2.length !== s3.length) return false;
  let i = 0;
  let j = 0;
  for (const ch of s3) {
    if (i < s1.length && s1[i] === ch) i++;
    else if (j < s2.length && s2[j] === ch) j++;
    else return false;
  }
  return true;
  // @end-solution
}

function main() {
  const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());
  while (lines.length < 3) lines.push('');

  process.stdout.write(`${isInterleave(lines[0], lines[1], lines[2])}\n`);
}

main();
