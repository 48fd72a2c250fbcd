// @learner
/**
 * Returns a + b, computed with bit operations only.
 * @param {number} a
 * @param {number} b
 * @return {number}
 */
function getSum(a, b) {
  // @solution
  // XOR adds the bits without carries; AND finds where both bits are 1, i.e. where a carry
  // starts, and the shift moves it to the next position. Repeat until no carry is left.
  // JavaScript's bit operators work on 32-bit integers, so the carry falls off the top.
  while (b !== 0) {
    const carry = (a & b) << 1;
    a ^= b;
    b = carry;
  }
  return a;
  // @end-solution
}
// @end-learner

function main() {
  const [a, b] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0).map(Number);

  process.stdout.write(String(getSum(a, b)) + '\n');
}

main();
