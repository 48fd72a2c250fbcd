/**
 * Returns the length of the longest substring that can be made of one repeated letter by changing at most k letters.
 * @param {string} s
 * @param {number} k
 * @return {number}
 */
function characterReplacement(s, k) {
  // @solution
  // Wrong: only tries to build a run of the letter that is most frequent in the whole string.
  const total = new Map();
  for (const ch of s) total.set(ch, (total.get(ch) || 0) + 1);
  let target = s[0];
  for (const [ch, c] of total) if (c > total.get(target)) target = ch;
  let best = 0;
  let other = 0;
  let left = 0;
  for (let right = 0; right < s.length; right++) {
    if (s[right] !== target) other++;
    while (other > k) {
      if (s[left] !== target) other--;
      left++;
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const s = tokens[0];
  const k = parseInt(tokens[1], 10);

  process.stdout.write(`${characterReplacement(s, k)}\n`);
}

main();
