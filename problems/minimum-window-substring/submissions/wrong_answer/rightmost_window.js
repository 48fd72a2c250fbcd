/**
 * Returns the shortest substring of s that contains every letter of t (with its count in t);
 * the leftmost one if several are shortest, "" if there is none.
 * @param {string} s
 * @param {string} t
 * @return {string}
 */
function minWindow(s, t) {
  // @solution
  // Wrong: "<=" keeps the last of several shortest windows instead of the leftmost one.
  const need = new Int32Array(128);
  for (let k = 0; k < t.length; k++) need[t.charCodeAt(k)]++;
  let missing = t.length;
  let bestStart = 0;
  let bestLen = Infinity;
  let left = 0;
  for (let right = 0; right < s.length; right++) {
    if (need[s.charCodeAt(right)]-- > 0) missing--;
    while (missing === 0) {
      if (right - left + 1 <= bestLen) {
        bestLen = right - left + 1;
        bestStart = left;
      }
      if (++need[s.charCodeAt(left)] > 0) missing++;
      left++;
    }
  }
  return bestLen === Infinity ? '' : s.slice(bestStart, bestStart + bestLen);
  // @end-solution
}

function main() {
  const words = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((w) => w.length > 0);
  const s = words[0] ?? '';
  const t = words[1] ?? '';

  process.stdout.write(minWindow(s, t) + '\n');
}

main();
