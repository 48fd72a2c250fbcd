/**
 * Returns the shortest substring of s that contains every letter of t (with its count in t);
 * the leftmost one if several are shortest, "" if there is none.
 * @param {string} s
 * @param {string} t
 * @return {string}
 */
function minWindow(s, t) {
  // @solution
  // Brute force: from every start, extend the window until it covers t - O(n^2) when windows are long.
  const need = new Int32Array(128);
  for (let k = 0; k < t.length; k++) need[t.charCodeAt(k)]++;
  let bestStart = 0;
  let bestLen = Infinity;
  for (let i = 0; i < s.length; i++) {
    const left = need.slice();
    let missing = t.length;
    for (let j = i; j < s.length && j - i + 1 < bestLen; j++) {
      if (left[s.charCodeAt(j)]-- > 0) missing--;
      if (missing === 0) {
        bestLen = j - i + 1;
        bestStart = i;
        break;
      }
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
