/**
 * Generator of the large secret test cases of "Search a 2D Matrix" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/** Membership in a set of all values (independent of the binary search). */
const makeCase = (rows: number[][], targets: number[]): GeneratedCase => {
  const present = new Set(rows.flat());
  return {
    input: `${rows.length} ${rows[0]!.length}\n${rows.map((r) => r.join(' ')).join('\n')}\n${targets.length}\n${targets.join(' ')}\n`,
    output: targets.map((t) => `${present.has(t)}\n`).join(''),
  };
};

/**
 * An m x n grid sorted in reading order, starting at `start`: values rise by `step` now and then
 * (with probability p), and every row starts above the end of the previous one.
 */
const grid = (rng: Rng, m: number, n: number, start: number, step: number, p: number): number[][] => {
  const rows: number[][] = [];
  let v = start;
  for (let i = 0; i < m; i++) {
    if (i > 0) v += step;
    const row: number[] = [];
    for (let j = 0; j < n; j++) {
      if (j > 0 && rng.next() < p) v += step;
      row.push(v);
    }
    rows.push(row);
  }
  if (v > 10000) throw new Error('search-a-2d-matrix: values out of range');
  return rows;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a8_0001);
  const cases: GeneratedCase[] = [];

  // 1) 10 x 20000 grid whose row i holds only the value i, 10^5 targets, most of them missing
  //    (10 .. 99 or -9 .. -1): scanning every cell for each target is over 10^10 steps.
  {
    const rows = Array.from({ length: 10 }, (_, i) => new Array<number>(20000).fill(i));
    const targets = Array.from({ length: 100000 }, () => {
      const r = rng.next();
      return r < 0.6 ? rng.int(10, 99) : r < 0.75 ? rng.int(-9, -1) : rng.int(0, 9);
    });
    cases.push(makeCase(rows, targets));
  }

  // 2) A single column of 10^4 distinct values from -10^4, 10^4 targets over the whole range.
  cases.push(makeCase(grid(rng, 10000, 1, -10000, 1, 0), Array.from({ length: 10000 }, () => rng.int(-10000, 10000))));

  // 3) A single row of 20000 values, targets at and around both ends and inside.
  {
    const rows = grid(rng, 1, 20000, -5000, 1, 0.4);
    const last = rows[0]![19999]!;
    const targets = [-10000, -5001, -5000, -4999, last - 1, last, last + 1, 10000];
    for (let k = 0; k < 5000; k++) targets.push(rng.int(-5002, last + 2));
    cases.push(makeCase(rows, targets));
  }

  return cases;
};

export default largeTestCases;
