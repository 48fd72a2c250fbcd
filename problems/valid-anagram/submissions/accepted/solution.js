// @learner
/**
 * Returns whether t uses exactly the same letters as s, each the same number of times.
 * @param {string} s
 * @param {string} t
 * @return {boolean}
 */
function isAnagram(s, t) {
  // @solution
  if (s.length !== t.length) return false;
  const count = new Array(26).fill(0);
  for (let i = 0; i < s.length; i++) count[s.charCodeAt(i) - 97]++; // letters s has
  for (let i = 0; i < t.length; i++) {
    if (--count[t.charCodeAt(i) - 97] < 0) return false; // t uses a letter more often than s
  }
  return true; // same length and never more often: the counts are equal
  // @end-solution
}
// @end-learner

function main() {
  const [s, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((w) => w.length > 0);

  process.stdout.write(`${isAnagram(s, t)}\n`);
}

main();
