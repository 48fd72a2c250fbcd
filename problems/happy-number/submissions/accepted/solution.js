// @learner
/**
 * Returns true if repeatedly replacing n by the sum of the squares of its digits reaches 1.
 * @param {number} n
 * @return {boolean}
 */
function isHappy(n) {
  // @solution
  // Floyd's cycle detection: the fast walker moves two steps per round, the slow one one step.
  // They meet inside the loop the sequence falls into; the number is happy if that loop is 1.
  const next = (x) => {
    let sum = 0;
    for (; x > 0; x = Math.floor(x / 10)) sum += (x % 10) * (x % 10);
    return sum;
  };
  let slow = n;
  let fast = next(n);
  while (fast !== 1 && slow !== fast) {
    slow = next(slow);
    fast = next(next(fast));
  }
  return fast === 1;
  // @end-solution
}
// @end-learner

function main() {
  const n = Number(require('fs').readFileSync(0, 'utf8').trim());

  process.stdout.write((isHappy(n) ? 'true' : 'false') + '\n');
}

main();
