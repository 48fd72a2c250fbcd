/**
 * Returns the number of 1 bits in the binary representation of n.
 * @param {number} n
 * @return {number}
 */
function hammingWeight(n) {
  // @solution
  // Wrong: the loop runs while the lowest bit is 1, so it stops at the first 0 bit and only
  // counts the 1 bits at the very end of the number (11 = 1011 gives 2, 128 gives 0).
  let count = 0;
  while (n & 1) {
    count++;
    n >>= 1;
  }
  return count;
  // @end-solution
}

function main() {
  const n = Number(require('fs').readFileSync(0, 'utf8').trim());

  process.stdout.write(String(hammingWeight(n)) + '\n');
}

main();
