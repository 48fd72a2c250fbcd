// @learner
/**
 * Returns whether s can be split into words of wordDict (each word usable any number of times).
 * @param {string} s
 * @param {string[]} wordDict
 * @return {boolean}
 */
function wordBreak(s, wordDict) {
  // @solution
  const words = new Set(wordDict);
  const longest = Math.max(...wordDict.map((w) => w.length));
  const n = s.length;
  // ok[i] = whether the first i letters of s can be split into words.
  const ok = new Array(n + 1).fill(false);
  ok[0] = true; // the empty prefix
  for (let i = 1; i <= n; i++) {
    // The last word is s[j..i); it is at most `longest` letters long.
    for (let j = i - 1; j >= 0 && i - j <= longest && !ok[i]; j--) {
      if (ok[j] && words.has(s.slice(j, i))) ok[i] = true;
    }
  }
  return ok[n];
  // @end-solution
}
// @end-learner

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const s = tokens[0];
  const k = Number(tokens[1]);
  const wordDict = tokens.slice(2, 2 + k);

  process.stdout.write(`${wordBreak(s, wordDict)}\n`);
}

main();
