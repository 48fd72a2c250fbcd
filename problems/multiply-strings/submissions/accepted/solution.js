// @learner
/**
 * Returns the product of two non-negative integers given as decimal strings, as a decimal string.
 * @param {string} num1
 * @param {string} num2
 * @return {string}
 */
function multiply(num1, num2) {
  // @solution
  const m = num1.length;
  const n = num2.length;
  // The digit products num1[i] * num2[j] land on positions i + j (tens) and i + j + 1 (ones).
  const pos = new Array(m + n).fill(0);
  for (let i = m - 1; i >= 0; i--) {
    for (let j = n - 1; j >= 0; j--) {
      const sum = (num1.charCodeAt(i) - 48) * (num2.charCodeAt(j) - 48) + pos[i + j + 1];
      pos[i + j + 1] = sum % 10;
      pos[i + j] += Math.floor(sum / 10);
    }
  }
  let start = 0;
  while (start < pos.length - 1 && pos[start] === 0) start++; // skip leading zeros, keep one digit
  return pos.slice(start).join('');
  // @end-solution
}
// @end-learner

function main() {
  const words = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

  process.stdout.write(multiply(words[0], words[1]) + '\n');
}

main();
