/**
 * Generator of the large secret test cases of "Number of Islands" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

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

const makeCase = (rows: string[]): GeneratedCase => ({
  input: gridInput(rows),
  output: `${countIslands(rows)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x15_1a_0d_01);
  const cases: GeneratedCase[] = [];
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
};

export default largeTestCases;
