// @learner
/**
 * Every word has the same length; one step changes exactly one letter and must land on a word of wordList.
 * @param {string} beginWord
 * @param {string} endWord
 * @param {string[]} wordList
 * @return {number}
 */
function ladderLength(beginWord, endWord, wordList) {
  // @solution
  // Breadth-first search. Words that differ in one letter share a pattern with that letter
  // replaced by '*' ("h*t" for "hot" and "hit"); each pattern's bucket is used once, then emptied.
  const len = beginWord.length;
  const endIndex = wordList.indexOf(endWord);
  if (endIndex === -1) return 0;
  const buckets = new Map();
  wordList.forEach((w, i) => {
    for (let p = 0; p < len; p++) {
      const key = w.slice(0, p) + '*' + w.slice(p + 1);
      const bucket = buckets.get(key);
      if (bucket) bucket.push(i);
      else buckets.set(key, [i]);
    }
  });
  const dist = new Int32Array(wordList.length); // words in the sequence up to this word; 0 = not reached
  const queue = [beginWord];
  const steps = [1];
  for (let head = 0; head < queue.length; head++) {
    const w = queue[head];
    const d = steps[head];
    for (let p = 0; p < len; p++) {
      const key = w.slice(0, p) + '*' + w.slice(p + 1);
      const bucket = buckets.get(key);
      if (!bucket) continue;
      buckets.delete(key); // every word in it is reached now
      for (const j of bucket) {
        if (dist[j]) continue;
        if (j === endIndex) return d + 1;
        dist[j] = d + 1;
        queue.push(wordList[j]);
        steps.push(d + 1);
      }
    }
  }
  return 0;
  // @end-solution
}
// @end-learner

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const beginWord = tokens[0];
  const endWord = tokens[1];
  const m = Number(tokens[2]);
  const wordList = tokens.slice(3, 3 + m);

  process.stdout.write(String(ladderLength(beginWord, endWord, wordList)) + '\n');
}

main();
