/**
 * Returns a + b, computed with bit operations only.
 * @param {number} a
 * @param {number} b
 * @return {number}
 */
function getSum(a, b) {
  // @solution
  // Wrong: XOR is addition without the carries. It is right only when a and b have no 1 bit in
  // common (1 + 2 = 3), but 1 + 1 gives 0.
  return a ^ b;
  // @end-solution
}

function main() {
  const [a, b] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0).map(Number);

  process.stdout.write(String(getSum(a, b)) + '\n');
}

main();
