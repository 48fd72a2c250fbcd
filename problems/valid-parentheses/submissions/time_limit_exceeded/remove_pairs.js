/**
 * Returns whether every bracket of s is closed by the same kind, in the right order.
 * @param {string} s
 * @return {boolean}
 */
function isValid(s) {
  // Brute force: delete every adjacent matched pair, again and again, until nothing changes.
  // A deeply nested string loses only its innermost pair per pass: O(n^2) - too slow for n = 10^6.
  for (;;) {
    const shorter = s.replaceAll('()', '').replaceAll('[]', '').replaceAll('{}', '');
    if (shorter.length === s.length) return s.length === 0;
    s = shorter;
  }
}

function main() {
  const s = require('fs').readFileSync(0, 'utf8').trim();
  process.stdout.write((isValid(s) ? 'true' : 'false') + '\n');
}

main();
