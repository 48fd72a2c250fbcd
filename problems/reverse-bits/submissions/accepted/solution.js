// @learner
/**
 * Returns the unsigned 32-bit integer whose bits are those of n in reverse order.
 * @param {number} n
 * @return {number}
 */
function reverseBits(n) {
  // @solution
  // Take the bits of n from the lowest and push each one into the result from the right:
  // after 32 steps, the first bit taken has moved all the way to the top.
  let result = 0;
  for (let i = 0; i < 32; i++) {
    result = (result << 1) | (n & 1);
    n >>>= 1;
  }
  return result >>> 0; // the bit operators give signed 32-bit values; >>> 0 reads them as unsigned
  // @end-solution
}
// @end-learner

function main() {
  const n = Number(require('fs').readFileSync(0, 'utf8').trim());

  // The 32 bits of the result, printed as an unsigned number.
  process.stdout.write(String(reverseBits(n) >>> 0) + '\n');
}

main();
