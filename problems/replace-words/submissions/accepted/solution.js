// @learner
/**
 * Returns the sentence with every word replaced by the shortest root of dictionary that starts it (words without a root stay).
 * @param {string[]} dictionary
 * @param {string} sentence
 * @return {string}
 */
function replaceWords(dictionary, sentence) {
  // @solution
  // A trie of the roots: nested Maps; `end` marks the node where a root ends.
  const trie = { next: new Map(), end: false };
  for (const root of dictionary) {
    let v = trie;
    for (const ch of root) {
      if (!v.next.has(ch)) v.next.set(ch, { next: new Map(), end: false });
      v = v.next.get(ch);
    }
    v.end = true;
  }
  return sentence
    .split(' ')
    .map((word) => {
      // Walk down the trie along the word; the first root end reached is the shortest root.
      let v = trie;
      let len = 0;
      while (len < word.length && !v.end && v.next.has(word[len])) v = v.next.get(word[len++]);
      return v.end ? word.slice(0, len) : word;
    })
    .join(' ');
  // @end-solution
}
// @end-learner

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const n = parseInt(tokens[0], 10);
  const dictionary = tokens.slice(1, 1 + n);
  // The rest of the input is the sentence: its words, joined by single spaces.
  const sentence = tokens.slice(1 + n).join(' ');

  process.stdout.write(`${replaceWords(dictionary, sentence)}\n`);
}

main();
