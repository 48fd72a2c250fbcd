// @learner
/**
 * Returns the words that can be traced on board through side-adjacent cells, each cell used at most once per word, in any order.
 * @param {string[][]} board
 * @param {string[]} words
 * @return {string[]}
 */
function findWords(board, words) {
  // @solution
  // A trie of all words: a node is a Map from letter to child; `word` is set where a word ends.
  const root = { next: new Map(), word: null };
  for (const w of words) {
    let v = root;
    for (const ch of w) {
      if (!v.next.has(ch)) v.next.set(ch, { next: new Map(), word: null });
      v = v.next.get(ch);
    }
    v.word = w;
  }
  const rows = board.length;
  const cols = board[0].length;
  const found = [];
  // Walks from cell (i, j) while the letters read so far are a prefix in the trie (v is the node before this cell).
  const dfs = (i, j, v) => {
    if (i < 0 || j < 0 || i >= rows || j >= cols) return;
    const ch = board[i][j];
    const u = v.next.get(ch); // undefined for '#', a cell on the current path
    if (u === undefined) return;
    if (u.word !== null) {
      found.push(u.word);
      u.word = null; // report each word once
    }
    board[i][j] = '#'; // used on the current path
    dfs(i + 1, j, u);
    dfs(i - 1, j, u);
    dfs(i, j + 1, u);
    dfs(i, j - 1, u);
    board[i][j] = ch;
    // Prune a branch with nothing left to find.
    if (u.word === null && u.next.size === 0) v.next.delete(ch);
  };
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) dfs(i, j, root);
  return found;
  // @end-solution
}
// @end-learner

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const rows = parseInt(tokens[0], 10);
  const board = [];
  for (let i = 0; i < rows; i++) board.push(tokens[2 + i].split(''));
  const k = parseInt(tokens[2 + rows], 10);
  const words = tokens.slice(3 + rows, 3 + rows + k);

  const result = findWords(board, words);

  // Any order is accepted: print the words sorted, separated by spaces.
  result.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  process.stdout.write(result.join(' ') + '\n');
}

main();
