// @learner
/**
 * Returns whether every bracket of s is closed by the same kind, in the right order.
 * @param {string} s
 * @return {boolean}
 */
function isValid(s) {
  // @solution
  const n = s.length;
  if (n % 2 === 1) return false; // brackets come in pairs
  const closerOf = { '(': ')', '[': ']', '{': '}' };
  // The closing bracket each still-open bracket is waiting for, innermost last.
  const expected = [];
  for (let i = 0; i < n; i++) {
    const c = s[i];
    const closer = closerOf[c];
    if (closer !== undefined) {
      if (expected.length === n / 2) return false; // more open than characters left to close them
      expected.push(closer);
    } else if (expected.length === 0 || expected.pop() !== c) {
      return false;
    }
  }
  return expected.length === 0;
  // @end-solution
}
// @end-learner

function main() {
  const s = require('fs').readFileSync(0, 'utf8').trim();

  const result = isValid(s);

  process.stdout.write((result ? 'true' : 'false') + '\n');
}

main();
