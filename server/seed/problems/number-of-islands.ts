import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin for one grid: `r c`, then one line of `0`/`1` characters per row. */
const gridInput = (rows: string[]): string => `${rows.length} ${rows[0].length}\n${rows.join('\n')}\n`;

/** Counts 4-directionally connected groups of '1' cells with an explicit stack (no recursion). */
const countIslands = (rows: string[]): number => {
  const r = rows.length;
  const c = rows[0].length;
  const land = new Uint8Array(r * c);
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) if (rows[i].charCodeAt(j) === 49) land[i * c + j] = 1;
  }
  const stack = new Int32Array(r * c);
  let count = 0;
  for (let start = 0; start < r * c; start++) {
    if (!land[start]) continue;
    count++;
    land[start] = 0;
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const cur = stack[--top];
      const x = Math.floor(cur / c);
      const y = cur - x * c;
      if (x > 0 && land[cur - c]) { land[cur - c] = 0; stack[top++] = cur - c; }
      if (x + 1 < r && land[cur + c]) { land[cur + c] = 0; stack[top++] = cur + c; }
      if (y > 0 && land[cur - 1]) { land[cur - 1] = 0; stack[top++] = cur - 1; }
      if (y + 1 < c && land[cur + 1]) { land[cur + 1] = 0; stack[top++] = cur + 1; }
    }
  }
  return count;
};

const makeCase = (rows: string[]): SeedTestCase => ({
  input: gridInput(rows),
  output: `${countIslands(rows)}\n`,
});

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // grid[i][j] is '1' for land and '0' for water.
    int numIslands(vector<string>& grid) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int r = 0, c = 0;
    cin >> r >> c;
    vector<string> grid(r);
    for (int i = 0; i < r; i++) cin >> grid[i];

    Solution solution;
    cout << solution.numIslands(grid) << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // grid[i][j] is '1' for land and '0' for water.
    public int numIslands(char[][] grid) {
${body}
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        StringTokenizer st = new StringTokenizer(br.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) {
            String line = br.readLine();
            while (line.trim().isEmpty()) line = br.readLine(); // skip blank lines, if any
            grid[i] = line.trim().toCharArray();
        }

        Solution solution = new Solution();
        out.println(solution.numIslands(grid));
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * @param {string[]} grid  grid[i][j] is '1' for land and '0' for water
 * @return {number}
 */
function numIslands(grid) {
${body}
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  const r = parseInt(tokens[0], 10);
  const grid = [];
  for (let i = 0; i < r; i++) grid.push(tokens[2 + i]);

  process.stdout.write(String(numIslands(grid)) + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return 0;`;

const cppSolution = `        int r = grid.size(), c = grid[0].size();
        int islands = 0;
        vector<int> stack;
        stack.reserve((size_t)r * c);
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] != '1') continue;
                // A new island: sink every land cell reachable from (i, j).
                islands++;
                grid[i][j] = '0';
                stack.push_back(i * c + j);
                while (!stack.empty()) {
                    int cur = stack.back();
                    stack.pop_back();
                    int x = cur / c, y = cur % c;
                    if (x > 0 && grid[x - 1][y] == '1') { grid[x - 1][y] = '0'; stack.push_back(cur - c); }
                    if (x + 1 < r && grid[x + 1][y] == '1') { grid[x + 1][y] = '0'; stack.push_back(cur + c); }
                    if (y > 0 && grid[x][y - 1] == '1') { grid[x][y - 1] = '0'; stack.push_back(cur - 1); }
                    if (y + 1 < c && grid[x][y + 1] == '1') { grid[x][y + 1] = '0'; stack.push_back(cur + 1); }
                }
            }
        }
        return islands;`;

const javaStart = `        // Write your code here
        return 0;`;

const javaSolution = `        int r = grid.length, c = grid[0].length;
        int islands = 0;
        int[] stack = new int[r * c];
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] != '1') continue;
                // A new island: sink every land cell reachable from (i, j).
                islands++;
                grid[i][j] = '0';
                int top = 0;
                stack[top++] = i * c + j;
                while (top > 0) {
                    int cur = stack[--top];
                    int x = cur / c, y = cur % c;
                    if (x > 0 && grid[x - 1][y] == '1') { grid[x - 1][y] = '0'; stack[top++] = cur - c; }
                    if (x + 1 < r && grid[x + 1][y] == '1') { grid[x + 1][y] = '0'; stack[top++] = cur + c; }
                    if (y > 0 && grid[x][y - 1] == '1') { grid[x][y - 1] = '0'; stack[top++] = cur - 1; }
                    if (y + 1 < c && grid[x][y + 1] == '1') { grid[x][y + 1] = '0'; stack[top++] = cur + 1; }
                }
            }
        }
        return islands;`;

const jsStart = `  // Write your code here
  return 0;`;

const jsSolution = `  const r = grid.length;
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
  return islands;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'number-of-islands',
  title: 'Number of Islands',
  difficulty: 'medium',
  tags: 'Graph',
  description: [
    'A map is drawn on a rectangular grid with `r` rows and `c` columns. Each cell is either land, written as `1`, or water, written as `0`. Two land cells are part of the same island when you can walk from one to the other by stepping only onto land cells, moving one cell up, down, left or right at a time. Diagonal moves are not allowed, and everything outside the grid counts as water.',
    'Implement the function `numIslands`, which receives the grid and returns the number of separate islands on the map. The starter program already reads the grid and prints the value you return.',
    'Input: The first line contains two integers `r` and `c`. Each of the next `r` lines describes one row of the map from top to bottom and consists of exactly `c` characters, each `0` or `1`, with no spaces between them.',
    'Output: Print a single integer, the number of islands.',
    'Constraints: `1 <= r, c <= 1000`. Every character of the grid is `0` or `1`. A single island can cover most of the grid, so a recursive flood fill may run out of stack space; an explicit stack or queue is safer.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '4 5\n11000\n11000\n00100\n00011\n',
      output: '3\n',
      explanation:
        'The 2x2 block in the top-left corner is one island. The single land cell in the middle touches no other land, so it is a second island. The two cells in the bottom-right corner form the third.',
    },
    {
      input: '3 3\n111\n010\n111\n',
      output: '1\n',
      explanation:
        'The top row and the bottom row are joined through the land cell in the centre, so all seven land cells belong to one island.',
    },
    {
      input: '3 4\n1010\n0101\n1010\n',
      output: '6\n',
      explanation:
        'Land cells here only touch each other at their corners. Diagonal neighbours are not connected, so each of the six land cells is an island on its own.',
    },
  ],
  hiddenTestCases: [
    // smallest grid, water only
    { input: '1 1\n0\n', output: '0\n' },
    // smallest grid, land only
    { input: '1 1\n1\n', output: '1\n' },
    // single row
    { input: '1 7\n1011011\n', output: '3\n' },
    // single column
    { input: '5 1\n1\n0\n1\n1\n0\n', output: '2\n' },
    // all water
    { input: '3 3\n000\n000\n000\n', output: '0\n' },
    // all land
    { input: '4 4\n1111\n1111\n1111\n1111\n', output: '1\n' },
    // a ring of land around a lake that holds its own island
    { input: '5 5\n11111\n10001\n10101\n10001\n11111\n', output: '2\n' },
    // U shape: the two arms only meet at the bottom, scanning top-down sees them separately first
    { input: '4 5\n10001\n10001\n10001\n11111\n', output: '1\n' },
    // winding snake that touches itself only through single cells, plus one separate two-cell island
    { input: '6 6\n111111\n000001\n111111\n100000\n111101\n000001\n', output: '2\n' },
  ],
  largeTestCases: () => {
    const rng = createRng(0x15_1a_0d_01);
    const cases: SeedTestCase[] = [];
    const n = 1000;

    // Random 1000x1000 map, roughly 45% land: many islands of very different sizes.
    const random: string[] = [];
    for (let i = 0; i < n; i++) {
      let row = '';
      for (let j = 0; j < n; j++) row += rng.next() < 0.45 ? '1' : '0';
      random.push(row);
    }
    cases.push(makeCase(random));

    // One long serpentine island covering half the map (very deep for a recursive DFS),
    // with random specks of land in a water band on the right that stay separate.
    const snake: string[] = [];
    const full = '1'.repeat(n - 2) + '00';
    for (let i = 0; i < n; i++) {
      let row: string;
      if (i % 4 === 0 || i % 4 === 2) row = full;
      else if (i % 4 === 1) row = '0'.repeat(n - 3) + '100';
      else row = '1' + '0'.repeat(n - 1);
      // last column: isolated specks (column n-2 is always water)
      const speck = rng.next() < 0.5 ? '1' : '0';
      row = row.slice(0, n - 1) + speck;
      snake.push(row);
    }
    cases.push(makeCase(snake));

    // Checkerboard: 500000 one-cell islands.
    const board: string[] = [];
    for (let i = 0; i < n; i++) board.push(i % 2 === 0 ? '10'.repeat(n / 2) : '01'.repeat(n / 2));
    cases.push(makeCase(board));

    return cases;
  },
  startCode: [
    { language: 'c++', initialCode: cppProgram(cppStart) },
    { language: 'java', initialCode: javaProgram(javaStart) },
    { language: 'javascript', initialCode: jsProgram(jsStart) },
  ],
  referenceSolution: [
    { language: 'c++', completeCode: cppProgram(cppSolution) },
    { language: 'java', completeCode: javaProgram(javaSolution) },
    { language: 'javascript', completeCode: jsProgram(jsSolution) },
  ],
  Aprouch: [
    {
      name: 'Brute Force',
      concept: [
        'Give every land cell its own label, then let labels spread between neighbours.',
        'Keep sweeping the grid until no label changes; cells of one island then share a label.',
        'The answer is the number of distinct labels left.',
      ],
      steps: [
        'Assign `label[x][y] = x * c + y` to every land cell.',
        'Sweep the whole grid: set each land cell\'s label to the smallest label among itself and its land neighbours.',
        'Repeat the sweep until a full pass changes nothing.',
        'Count the land cells whose label still equals their own index `x * c + y`.',
      ],
      complexities: ['O((r*c)^2)', 'O(r*c)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'Each unvisited land cell found by a scan is the first cell of a new island.',
        'A recursive depth-first search marks the whole island so it is not counted again.',
        'Every cell is visited a constant number of times, but the recursion can be as deep as the island is large.',
      ],
      steps: [
        'Scan the grid row by row.',
        'When a cell holds `1`, increase the counter and call `dfs(x, y)`.',
        '`dfs` sets the cell to `0` and calls itself on each of the four neighbours that still hold `1`.',
        'Return the counter once the scan finishes. On a 1000x1000 map the recursion depth can reach hundreds of thousands, which overflows default stacks.',
      ],
      complexities: ['O(r*c)', 'O(r*c)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Same counting idea, but the flood fill uses an explicit stack (or queue) instead of recursion.',
        'Marking a cell as water when it is pushed guarantees each cell enters the stack at most once.',
      ],
      steps: [
        'Scan the grid; on a land cell increase the counter, set it to `0` and push its index `x * c + y`.',
        'While the stack is not empty, pop a cell and look at its four neighbours.',
        'Each neighbour inside the grid that holds `1` is set to `0` and pushed.',
        'When the stack empties the whole island is sunk; continue the scan and finally return the counter.',
      ],
      complexities: ['O(r*c)', 'O(r*c)'],
    },
  ],
};

export default problem;
