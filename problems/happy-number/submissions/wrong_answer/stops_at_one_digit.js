/**
 * Returns true if repeatedly replacing n by the sum of the squares of its digits reaches 1.
 * @param {number} n
 * @return {boolean}
 */
function isHappy(n) {
  // @solution
  // Wrong: stops as soon as a single digit is left and checks only whether it is 1. But 7 is
  // happy (7, 49, 97, 130, 10, 1): a single digit other than 1 does not end the process.
  while (n >= 10) {
    let sum = 0;
    for (let x = n; x > 0; x = Math.floor(x / 10)) sum += (x % 10) * (x % 10);
    n = sum;
  }
  return n === 1;
  // @end-solution
}

function main() {
  const n = Number(require('fs').readFileSync(0, 'utf8').trim());

  process.stdout.write((isHappy(n) ? 'true' : 'false') + '\n');
}

main();
