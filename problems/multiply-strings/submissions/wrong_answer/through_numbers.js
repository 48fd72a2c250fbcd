/**
 * Returns the product of two non-negative integers given as decimal strings, as a decimal string.
 * @param {string} num1
 * @param {string} num2
 * @return {string}
 */
function multiply(num1, num2) {
  // @solution
  // Wrong: converts both strings to numbers. A double keeps only about 16 significant digits, so
  // long products are rounded (and printed in exponent form).
  return String(Number(num1) * Number(num2));
  // @end-solution
}

function main() {
  const words = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);

  process.stdout.write(multiply(words[0], words[1]) + '\n');
}

main();
