/**
 * Returns the number of ways to decode the digit string s (1 -> A, ..., 26 -> Z).
 * @param {string} s
 * @return {number}
 */
function numDecodings(s) {
  // @solution
  // Wrong: any two digits up to 26 are accepted as a letter, including "01" to "09",
  // which have a leading zero and are not valid codes.
  let prev2 = 0;
  let prev1 = 1;
  for (let i = 0; i < s.length; i++) {
    let cur = 0;
    if (s[i] !== '0') cur += prev1;
    if (i > 0 && Number(s.slice(i - 1, i + 1)) <= 26) cur += prev2;
    prev2 = prev1;
    prev1 = cur;
  }
  return prev1;
  // @end-solution
}

function main() {
  const s = require('fs').readFileSync(0, 'utf8').trim();

  process.stdout.write(`${numDecodings(s)}\n`);
}

main();
