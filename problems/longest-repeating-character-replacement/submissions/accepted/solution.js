// @learner
/**
 * Returns the length of the longest substring that can be made of one repeated letter by changing at most k letters.
 * @param {string} s
 * @param {number} k
 * @return {number}
 */
function characterReplacement(s, k) {
  // @solution
  const count = new Int32Array(26);
  let best = 0;
  let maxCount = 0;
  let left = 0;
  for (let right = 0; right < s.length; right++) {
    maxCount = Math.max(maxCount, ++count[s.charCodeAt(right) - 65]);
    // The window needs (length - most frequent count) changes; if that is more than k, slide it by one.
    // maxCount may be stale (too large) then, but only a larger maxCount can make a longer window valid.
    if (right - left + 1 - maxCount > k) {
      count[s.charCodeAt(left) - 65]--;
      left++;
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
  // @end-solution
}
// @end-learner

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const s = tokens[0];
  const k = parseInt(tokens[1], 10);

  process.stdout.write(`${characterReplacement(s, k)}\n`);
}

main();
