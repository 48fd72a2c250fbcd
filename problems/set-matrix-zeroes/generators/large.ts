/**
 * Generator of the large secret test cases of "Set Matrix Zeroes" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: the rows and columns holding a
 * zero are collected in two boolean arrays first, then every cell is decided from them).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const rowsText = (m: number[][]): string => m.map((row) => `${row.join(' ')}\n`).join('');

const makeCase = (m: number[][]): GeneratedCase => {
  const zeroRow = m.map((row) => row.includes(0));
  const zeroCol = m[0]!.map((_, j) => m.some((row) => row[j] === 0));
  const result = m.map((row, i) => row.map((v, j) => (zeroRow[i] || zeroCol[j] ? 0 : v)));
  return { input: `${m.length} ${m[0]!.length}\n${rowsText(m)}`, output: rowsText(result) };
};

/** A rows x cols matrix of values in [1, hi], with each cell 0 with probability `zeros`. */
const randomMatrix = (rows: number, cols: number, hi: number, zeros: number, rng: Rng): number[][] =>
  Array.from({ length: rows }, () => Array.from({ length: cols }, () => (rng.next() < zeros ? 0 : rng.int(1, hi))));

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5e70_0103);
  return [
    // One column of the largest length, half of it zeros: clearing a whole row and column per
    // zero costs about (m * n) * (m + n) / 2 = 2 * 10^10 steps, one row at a time.
    makeCase(randomMatrix(200000, 1, 9, 0.5, rng)),
    // The tall counterpart: two columns, 100,000 rows, the zeros only in the second column
    // (so the first column keeps its values).
    makeCase(Array.from({ length: 100000 }, () => [rng.int(1, 9), rng.next() < 0.5 ? 0 : rng.int(1, 9)])),
    // A square-ish matrix with a few zeros scattered over it.
    makeCase(randomMatrix(200, 250, 9, 0.002, rng)),
  ];
};

export default largeTestCases;
