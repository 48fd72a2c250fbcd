/**
 * Returns the length of the longest sequence of letters that is a subsequence of both texts.
 * @param {string} text1
 * @param {string} text2
 * @return {number}
 */
function longestCommonSubsequence(text1, text2) {
  // @solution
  // Brute force: compare the first letters; on a mismatch try dropping either one. Without
  // remembering results the same pairs of suffixes are solved exponentially often.
  const best = (i, j) => {
    if (i === text1.length || j === text2.length) return 0;
    if (text1[i] === text2[j]) return 1 + best(i + 1, j + 1);
    return Math.max(best(i + 1, j), best(i, j + 1));
  };
  return best(0, 0);
  // @end-solution
}

function main() {
  const words = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

  process.stdout.write(String(longestCommonSubsequence(words[0], words[1])) + '\n');
}

main();
