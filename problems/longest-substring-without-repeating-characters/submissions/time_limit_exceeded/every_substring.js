/**
 * Returns the length of the longest block of consecutive characters of s with no character twice.
 * @param {string} s
 * @return {number}
 */
function lengthOfLongestSubstring(s) {
  // @solution
  // Brute force: checks every substring separately, O(n^2) substrings each checked in O(length).
  let best = 0;
  for (let i = 0; i < s.length; i++) {
    for (let j = i; j < s.length; j++) {
      const sub = s.slice(i, j + 1);
      if (new Set(sub).size === sub.length) best = Math.max(best, sub.length);
    }
  }
  return best;
  // @end-solution
}

function main() {
  // The whole first line, spaces included (empty when the string is empty).
  const data = require('fs').readFileSync(0, 'utf8');
  const end = data.indexOf('\n');
  const s = (end < 0 ? data : data.slice(0, end)).replace(/\r$/, '');

  process.stdout.write(String(lengthOfLongestSubstring(s)) + '\n');
}

main();
