// @learner
/**
 * Returns whether word can be traced on board through side-adjacent cells, each cell used at most once.
 * @param {string[][]} board
 * @param {string} word
 * @return {boolean}
 */
function exist(board, word) {
  // @solution
  const rows = board.length;
  const cols = board[0].length;
  if (word.length > rows * cols) return false;
  // Pruning 1: the board must hold every letter of the word often enough.
  const have = new Map();
  for (const row of board) for (const ch of row) have.set(ch, (have.get(ch) || 0) + 1);
  const need = new Map();
  for (const ch of word) need.set(ch, (need.get(ch) || 0) + 1);
  for (const [ch, k] of need) if ((have.get(ch) || 0) < k) return false;
  // Pruning 2: start from the rarer end; a path read backwards is still a path.
  if (have.get(word[0]) > have.get(word[word.length - 1])) word = [...word].reverse().join('');

  const dfs = (i, j, k) => {
    if (k === word.length) return true;
    if (i < 0 || j < 0 || i >= rows || j >= cols || board[i][j] !== word[k]) return false;
    const saved = board[i][j];
    board[i][j] = '#'; // mark as used on the current path
    const found = dfs(i + 1, j, k + 1) || dfs(i - 1, j, k + 1) || dfs(i, j + 1, k + 1) || dfs(i, j - 1, k + 1);
    board[i][j] = saved;
    return found;
  };
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) if (dfs(i, j, 0)) return true;
  return false;
  // @end-solution
}
// @end-learner

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const rows = parseInt(tokens[0], 10);
  const board = [];
  for (let i = 0; i < rows; i++) board.push(tokens[2 + i].split(''));
  const word = tokens[2 + rows];

  process.stdout.write(exist(board, word) ? 'true\n' : 'false\n');
}

main();
