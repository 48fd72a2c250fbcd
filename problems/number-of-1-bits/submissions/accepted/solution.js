// @learner
/**
 * Returns the number of 1 bits in the binary representation of n.
 * @param {number} n
 * @return {number}
 */
function hammingWeight(n) {
  // @solution
  // n & (n - 1) clears the lowest 1 bit of n, so the loop runs once per 1 bit.
  let count = 0;
  while (n !== 0) {
    n &= n - 1;
    count++;
  }
  return count;
  // @end-solution
}
// @end-learner

function main() {
  const n = Number(require('fs').readFileSync(0, 'utf8').trim());

  process.stdout.write(String(hammingWeight(n)) + '\n');
}

main();
