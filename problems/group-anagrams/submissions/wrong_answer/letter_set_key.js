/**
 * Splits words into groups of anagrams (groups and words inside them in any order).
 * @param {string[]} words
 * @return {string[][]}
 */
function groupAnagrams(words) {
  // @solution
  // Wrong: the key keeps each letter once and forgets how often it occurs,
  // so "aab" and "abb" land in the same group.
  const groups = new Map();
  for (const w of words) {
    const key = [...new Set(w)].sort().join('');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(w);
  }
  return [...groups.values()];
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const n = Number(tokens[0]);
  const words = tokens.slice(1, 1 + n);
  const byWord = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const groups = groupAnagrams(words).map((g) => [...g].sort(byWord));
  groups.sort((a, b) => byWord(a[0], b[0]));
  process.stdout.write(`${groups.length}\n${groups.map((g) => `${g.join(' ')}\n`).join('')}`);
}

main();
