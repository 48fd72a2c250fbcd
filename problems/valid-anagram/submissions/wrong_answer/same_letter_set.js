/**
 * Returns whether t uses exactly the same letters as s, each the same number of times.
 * @param {string} s
 * @param {string} t
 * @return {boolean}
 */
function isAnagram(s, t) {
  // @solution
  // Wrong: compares which letters occur but not how often, so "aab" and "abb" look like anagrams.
  const a = new Set(s);
  const b = new Set(t);
  if (a.size !== b.size) return false;
  for (const c of a) if (!b.has(c)) return false;
  return true;
  // @end-solution
}

function main() {
  const [s, t] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((w) => w.length > 0);

  process.stdout.write(`${isAnagram(s, t)}\n`);
}

main();
