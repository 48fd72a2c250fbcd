/**
 * Returns the sentence with every word replaced by the shortest root of dictionary that starts it (words without a root stay).
 * @param {string[]} dictionary
 * @param {string} sentence
 * @return {string}
 */
function replaceWords(dictionary, sentence) {
  // @solution
  // Wrong: uses the first matching root in dictionary order, which is not always the shortest.
  return sentence
    .split(' ')
    .map((word) => dictionary.find((root) => word.startsWith(root)) ?? word)
    .join(' ');
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const n = parseInt(tokens[0], 10);
  const dictionary = tokens.slice(1, 1 + n);
  // The rest of the input is the sentence: its words, joined by single spaces.
  const sentence = tokens.slice(1 + n).join(' ');

  process.stdout.write(`${replaceWords(dictionary, sentence)}\n`);
}

main();
