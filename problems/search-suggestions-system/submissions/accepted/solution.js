// @learner
/**
 * Returns, for each prefix of searchWord, the (at most three) alphabetically smallest products that start with it.
 * @param {string[]} products
 * @param {string} searchWord
 * @return {string[][]}
 */
function suggestedProducts(products, searchWord) {
  // @solution
  products.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // The products starting with the prefix typed so far form one block [lo, hi] of the sorted list.
  let lo = 0;
  let hi = products.length - 1;
  const result = [];
  for (let i = 0; i < searchWord.length; i++) {
    const c = searchWord[i];
    // Shrink the block from both ends to the products whose letter i is c (a missing letter is undefined).
    while (lo <= hi && products[lo][i] !== c) lo++;
    while (lo <= hi && products[hi][i] !== c) hi--;
    result.push(products.slice(lo, Math.min(lo + 3, hi + 1)));
  }
  return result;
  // @end-solution
}
// @end-learner

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const n = parseInt(tokens[0], 10);
  const products = tokens.slice(1, 1 + n);
  const searchWord = tokens[1 + n];

  const result = suggestedProducts(products, searchWord);

  // One line per typed letter: the suggestions separated by spaces (an empty line for none).
  process.stdout.write(result.map((row) => row.join(' ') + '\n').join(''));
}

main();
