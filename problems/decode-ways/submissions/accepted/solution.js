// @learner
/**
 * Returns the number of ways to decode the digit string s (1 -> A, ..., 26 -> Z).
 * @param {string} s
 * @return {number}
 */
function numDecodings(s) {
  // @solution
  // prev2, prev1 = decodings of the prefixes of length i - 2 and i - 1.
  let prev2 = 0;
  let prev1 = 1; // the empty prefix has one decoding
  for (let i = 0; i < s.length; i++) {
    let cur = 0;
    if (s[i] !== '0') cur += prev1; // s[i] alone is a letter
    if (i > 0 && (s[i - 1] === '1' || (s[i - 1] === '2' && s[i] <= '6'))) cur += prev2; // a letter from 10 to 26
    prev2 = prev1;
    prev1 = cur;
  }
  return prev1;
  // @end-solution
}
// @end-learner

function main() {
  const s = require('fs').readFileSync(0, 'utf8').trim();

  process.stdout.write(`${numDecodings(s)}\n`);
}

main();
