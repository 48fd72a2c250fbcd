/**
 * Generator of the large secret test cases of "Longest Increasing Path in a Matrix" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Longest increasing path by visiting the cells from the largest value down (independent of the layer peeling). */
const longestPath = (grid: number[][]): number => {
  const m = grid.length;
  const n = grid[0].length;
  const order = Array.from({ length: m * n }, (_, i) => i);
  order.sort((a, b) => grid[Math.floor(b / n)][b % n] - grid[Math.floor(a / n)][a % n]);
  const best = new Int32Array(m * n);
  let answer = 0;
  for (const cell of order) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    let here = 1;
    for (const [nr, nc] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
      if (nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] > grid[r][c]) here = Math.max(here, best[nr * n + nc] + 1);
    }
    best[cell] = here;
    answer = Math.max(answer, here);
  }
  return answer;
};

const makeCase = (grid: number[][]): GeneratedCase => ({
  input: `${grid.length} ${grid[0].length}\n${grid.map((row) => row.join(' ')).join('\n')}\n`,
  output: `${longestPath(grid)}\n`,
});

const build = (m: number, n: number, value: (r: number, c: number) => number): number[][] =>
  Array.from({ length: m }, (_, r) => Array.from({ length: n }, (_, c) => value(r, c)));

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x11_9a7e);
  return [
    // A slope: value r + c. Exponentially many increasing paths reach the far corner.
    makeCase(build(200, 200, (r, c) => r + c)),
    // A snake through all 40000 cells (left to right, then right to left, ...): one path covers the grid.
    makeCase(build(200, 200, (r, c) => r * 200 + (r % 2 === 0 ? c : 199 - c))),
    // Random small values (many equal neighbours).
    makeCase(build(200, 200, () => rng.int(0, 999))),
    // A slope with random noise and large values.
    makeCase(build(150, 200, (r, c) => (r + c) * 5_000_000 + rng.int(0, 7_000_000))),
  ];
};

export default largeTestCases;
