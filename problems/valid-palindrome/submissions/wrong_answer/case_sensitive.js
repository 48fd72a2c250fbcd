/**
 * Returns true when s, lowercased and with only its letters and digits kept, reads the same both ways.
 * @param {string} s
 * @return {boolean}
 */
function isPalindrome(s) {
  // @solution
  // Wrong: compares the letters without lowercasing them, so "Aa" is not a palindrome.
  const clean = s.replace(/[^A-Za-z0-9]/g, '');
  return clean === clean.split('').reverse().join('');
  // @end-solution
}

function main() {
  // The whole first line, spaces included.
  const data = require('fs').readFileSync(0, 'utf8');
  const end = data.indexOf('\n');
  const s = (end < 0 ? data : data.slice(0, end)).replace(/\r$/, '');

  process.stdout.write(String(isPalindrome(s)) + '\n');
}

main();
