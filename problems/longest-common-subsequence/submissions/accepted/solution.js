// @learner
/**
 * Returns the length of the longest sequence of letters that is a subsequence of both texts.
 * @param {string} text1
 * @param {string} text2
 * @return {number}
 */
function longestCommonSubsequence(text1, text2) {
  // @solution
  if (text2.length > text1.length) [text1, text2] = [text2, text1]; // keep the rows as short as possible
  const m = text2.length;
  // prev[j] = LCS of the first i - 1 letters of text1 and the first j letters of text2.
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let i = 1; i <= text1.length; i++) {
    const ca = text1.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      if (ca === text2.charCodeAt(j - 1)) cur[j] = prev[j - 1] + 1; // both letters end the common subsequence
      else cur[j] = Math.max(prev[j], cur[j - 1]); // drop the letter of text1 or of text2
    }
    [prev, cur] = [cur, prev];
  }
  return prev[m];
  // @end-solution
}
// @end-learner

function main() {
  const words = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

  process.stdout.write(String(longestCommonSubsequence(words[0], words[1])) + '\n');
}

main();
