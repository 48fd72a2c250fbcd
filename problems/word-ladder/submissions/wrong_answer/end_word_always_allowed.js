/**
 * @param {string} beginWord
 * @param {string} endWord
 * @param {string[]} wordList
 * @return {number}
 */
function ladderLength(beginWord, endWord, wordList) {
  // @solution
  // Wrong: adds endWord to the dictionary, so a ladder may end on it even when the list lacks it.
  const words = new Set(wordList);
  words.add(endWord);
  const queue = [beginWord];
  const steps = [1];
  const seen = new Set([beginWord]);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let head = 0; head < queue.length; head++) {
    const w = queue[head];
    for (let p = 0; p < w.length; p++) {
      for (const ch of letters) {
        const v = w.slice(0, p) + ch + w.slice(p + 1);
        if (!words.has(v) || seen.has(v)) continue;
        if (v === endWord) return steps[head] + 1;
        seen.add(v);
        queue.push(v);
        steps.push(steps[head] + 1);
      }
    }
  }
  return 0;
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const beginWord = tokens[0];
  const endWord = tokens[1];
  const m = Number(tokens[2]);
  const wordList = tokens.slice(3, 3 + m);

  process.stdout.write(String(ladderLength(beginWord, endWord, wordList)) + '\n');
}

main();
