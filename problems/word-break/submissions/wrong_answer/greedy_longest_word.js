/**
 * Returns whether s can be split into words of wordDict (each word usable any number of times).
 * @param {string} s
 * @param {string[]} wordDict
 * @return {boolean}
 */
function wordBreak(s, wordDict) {
  // @solution
  // Wrong: always takes the longest dictionary word that fits at the current position and never
  // reconsiders, so "abc" with the words a, ab, bc fails after taking "ab".
  const byLength = [...wordDict].sort((a, b) => b.length - a.length);
  let i = 0;
  while (i < s.length) {
    const word = byLength.find((w) => s.startsWith(w, i));
    if (word === undefined) return false;
    i += word.length;
  }
  return true;
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const s = tokens[0];
  const k = Number(tokens[1]);
  const wordDict = tokens.slice(2, 2 + k);

  process.stdout.write(`${wordBreak(s, wordDict)}\n`);
}

main();
