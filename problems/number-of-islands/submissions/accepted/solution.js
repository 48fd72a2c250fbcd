// @learner
/**
 * @param {string[]} grid  grid[i][j] is '1' for land and '0' for water
 * @return {number}
 */
function numIslands(grid) {
  // @solution
  const r = grid.length;
  const c = grid[0].length;
  // land[x * c + y] is 1 while cell (x, y) is land that has not been visited yet.
  const land = new Uint8Array(r * c);
  for (let i = 0; i < r; i++) {
    const row = grid[i];
    for (let j = 0; j < c; j++) if (row.charCodeAt(j) === 49) land[i * c + j] = 1;
  }
  const stack = new Int32Array(r * c);
  let islands = 0;
  for (let start = 0; start < r * c; start++) {
    if (!land[start]) continue;
    // A new island: sink every land cell reachable from this one.
    islands++;
    land[start] = 0;
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const cur = stack[--top];
      const x = (cur / c) | 0;
      const y = cur - x * c;
      if (x > 0 && land[cur - c]) { land[cur - c] = 0; stack[top++] = cur - c; }
      if (x + 1 < r && land[cur + c]) { land[cur + c] = 0; stack[top++] = cur + c; }
      if (y > 0 && land[cur - 1]) { land[cur - 1] = 0; stack[top++] = cur - 1; }
      if (y + 1 < c && land[cur + 1]) { land[cur + 1] = 0; stack[top++] = cur + 1; }
    }
  }
  return islands;
  // @end-solution
}
// @end-learner

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  const r = parseInt(tokens[0], 10);
  const grid = [];
  for (let i = 0; i < r; i++) grid.push(tokens[2 + i]);

  process.stdout.write(String(numIslands(grid)) + '\n');
}

main();
