/**
 * Generator of the large secret test cases of "Rotate Image" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const rows = (m: number[][]): string => m.map((r) => `${r.join(' ')}\n`).join('');

/** The rotated copy: row i of the result is column i of the input read from bottom to top. */
const rotated = (m: number[][]): number[][] => {
  const n = m.length;
  return m.map((_, i) => m.map((__, j) => m[n - 1 - j]![i]!));
};

const makeCase = (m: number[][]): GeneratedCase => ({
  input: `${m.length}\n${rows(m)}`,
  output: rows(rotated(m)),
});

/** An n x n matrix of random values of [lo, hi] (small ones keep the files compact). */
const randomMatrix = (n: number, rng: Rng, lo: number, hi: number): number[][] =>
  Array.from({ length: n }, () => Array.from({ length: n }, () => rng.int(lo, hi)));

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x005d_0001);
  return [
    // The largest even size: rings only, no centre cell.
    makeCase(randomMatrix(500, rng, -9, 9)),
    // A large odd size: the centre cell stays where it is.
    makeCase(randomMatrix(499, rng, 0, 9)),
  ];
};

export default largeTestCases;
