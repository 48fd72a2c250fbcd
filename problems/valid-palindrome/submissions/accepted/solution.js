// @learner
/**
 * Returns true when s, lowercased and with only its letters and digits kept, reads the same both ways.
 * @param {string} s
 * @return {boolean}
 */
function isPalindrome(s) {
  // @solution
  // Lowercase letter or digit code of the character at k, or -1 when the cleaning removes it.
  const key = (k) => {
    const c = s.charCodeAt(k);
    if (c >= 48 && c <= 57) return c; // digit
    if (c >= 97 && c <= 122) return c; // lowercase letter
    if (c >= 65 && c <= 90) return c + 32; // uppercase letter
    return -1;
  };
  let i = 0;
  let j = s.length - 1;
  while (i < j) {
    const a = key(i);
    const b = key(j);
    // skip what the cleaning removes, from both ends
    if (a < 0) { i++; continue; }
    if (b < 0) { j--; continue; }
    if (a !== b) return false;
    i++;
    j--;
  }
  return true;
  // @end-solution
}
// @end-learner

function main() {
  // The whole first line, spaces included.
  const data = require('fs').readFileSync(0, 'utf8');
  const end = data.indexOf('\n');
  const s = (end < 0 ? data : data.slice(0, end)).replace(/\r$/, '');

  process.stdout.write(String(isPalindrome(s)) + '\n');
}

main();
