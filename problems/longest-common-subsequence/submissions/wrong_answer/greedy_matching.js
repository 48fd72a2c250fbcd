/**
 * Returns the length of the longest sequence of letters that is a subsequence of both texts.
 * @param {string} text1
 * @param {string} text2
 * @return {number}
 */
function longestCommonSubsequence(text1, text2) {
  // @solution
  // Wrong: greedily matches each letter of text1 with its next occurrence in text2, which can
  // use up text2 too early (text1 = "zab", text2 = "abz" gives 1 instead of 2).
  let j = 0;
  let length = 0;
  for (const ch of text1) {
    const k = text2.indexOf(ch, j);
    if (k !== -1) {
      length++;
      j = k + 1;
    }
  }
  return length;
  // @end-solution
}

function main() {
  const words = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

  process.stdout.write(String(longestCommonSubsequence(words[0], words[1])) + '\n');
}

main();
