/**
 * Generator of the large secret test cases of "Spiral Matrix" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: a walker that turns right
 * whenever the next cell is outside the matrix or already read, instead of shrinking boundaries).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const spiral = (m: number[][]): number[] => {
  const rows = m.length;
  const cols = m[0]!.length;
  const seen = new Uint8Array(rows * cols);
  const dr = [0, 1, 0, -1];
  const dc = [1, 0, -1, 0];
  const out: number[] = [];
  let r = 0;
  let c = 0;
  let d = 0;
  for (let k = 0; k < rows * cols; k++) {
    out.push(m[r]![c]!);
    seen[r * cols + c] = 1;
    const nr = r + dr[d]!;
    const nc = c + dc[d]!;
    if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || seen[nr * cols + nc]) d = (d + 1) % 4;
    r += dr[d]!;
    c += dc[d]!;
  }
  return out;
};

const makeCase = (m: number[][]): GeneratedCase => ({
  input: `${m.length} ${m[0]!.length}\n${m.map((row) => `${row.join(' ')}\n`).join('')}`,
  output: `${spiral(m).join(' ')}\n`,
});

const randomMatrix = (rows: number, cols: number, lo: number, hi: number, rng: Rng): number[][] =>
  Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.int(lo, hi)));

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5b12_0102);
  return [
    // The largest matrix, 250,000 cells (one-digit values keep the file small).
    makeCase(randomMatrix(500, 500, 0, 9, rng)),
    // A large rectangle, wider than tall: the walk ends on a single middle row.
    makeCase(randomMatrix(250, 400, 0, 9, rng)),
    // Taller than wide, odd sizes, the full value range: ends on a single middle column.
    makeCase(randomMatrix(201, 60, -100, 100, rng)),
    // A single row of the largest length: the walk never turns back.
    makeCase(randomMatrix(1, 500, -100, 100, rng)),
  ];
};

export default largeTestCases;
