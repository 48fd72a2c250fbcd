// @learner
/**
 * Returns the length of the longest block of consecutive characters of s with no character twice.
 * @param {string} s
 * @return {number}
 */
function lengthOfLongestSubstring(s) {
  // @solution
  // last[c] = 1 + the last position where character code c was seen (0 = not seen yet)
  const last = new Int32Array(128);
  let best = 0;
  let left = 0; // the window is s[left..right]
  for (let right = 0; right < s.length; right++) {
    const c = s.charCodeAt(right);
    // a repeat inside the window: start after its earlier copy (never move left backwards)
    left = Math.max(left, last[c]);
    last[c] = right + 1;
    best = Math.max(best, right - left + 1);
  }
  return best;
  // @end-solution
}
// @end-learner

function main() {
  // The whole first line, spaces included (empty when the string is empty).
  const data = require('fs').readFileSync(0, 'utf8');
  const end = data.indexOf('\n');
  const s = (end < 0 ? data : data.slice(0, end)).replace(/\r$/, '');

  process.stdout.write(String(lengthOfLongestSubstring(s)) + '\n');
}

main();
