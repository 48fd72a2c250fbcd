/**
 * Returns the unsigned 32-bit integer whose bits are those of n in reverse order.
 * @param {number} n
 * @return {number}
 */
function reverseBits(n) {
  // @solution
  // Wrong: reverses the binary text of n, but toString(2) has no leading zeros, so only the
  // significant bits are reversed (1 stays 1 instead of becoming 2147483648).
  return parseInt(n.toString(2).split('').reverse().join(''), 2);
  // @end-solution
}

function main() {
  const n = Number(require('fs').readFileSync(0, 'utf8').trim());

  process.stdout.write(String(reverseBits(n) >>> 0) + '\n');
}

main();
