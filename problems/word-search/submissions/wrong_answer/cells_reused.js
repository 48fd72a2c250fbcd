/**
 * Returns whether word can be traced on board through side-adjacent cells, each cell used at most once.
 * @param {string[][]} board
 * @param {string} word
 * @return {boolean}
 */
function exist(board, word) {
  // @solution
  // Wrong: never marks a cell as used, so a path may step back onto a cell it already used.
  const rows = board.length;
  const cols = board[0].length;
  const dfs = (i, j, k) => {
    if (k === word.length) return true;
    if (i < 0 || j < 0 || i >= rows || j >= cols || board[i][j] !== word[k]) return false;
    return dfs(i + 1, j, k + 1) || dfs(i - 1, j, k + 1) || dfs(i, j + 1, k + 1) || dfs(i, j - 1, k + 1);
  };
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) if (dfs(i, j, 0)) return true;
  return false;
  // @end-solution
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  const rows = parseInt(tokens[0], 10);
  const board = [];
  for (let i = 0; i < rows; i++) board.push(tokens[2 + i].split(''));
  const word = tokens[2 + rows];

  process.stdout.write(exist(board, word) ? 'true\n' : 'false\n');
}

main();
