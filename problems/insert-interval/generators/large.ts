/**
 * Generator of the large secret test cases of "Insert Interval" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Interval = [number, number];

/** Adds the new interval and merges the whole list again by sorting (independent of the linear scan). */
const withInserted = (intervals: Interval[], added: Interval): Interval[] => {
  const all = [...intervals, added].map(([a, b]): Interval => [a, b]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: Interval[] = [];
  for (const [a, b] of all) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
};

const makeCase = (intervals: Interval[], added: Interval): GeneratedCase => ({
  input: `${intervals.length}\n${intervals.map(([a, b]) => `${a} ${b}\n`).join('')}${added[0]} ${added[1]}\n`,
  output: withInserted(intervals, added).map(([a, b]) => `${a} ${b}\n`).join(''),
});

/** `n` sorted disjoint intervals starting at `from`, each 0..maxLength long, with gaps of 1..maxGap. */
const tidyList = (n: number, from: number, maxLength: number, maxGap: number, rng: Rng): Interval[] => {
  const out: Interval[] = [];
  let start = from;
  for (let i = 0; i < n; i++) {
    const end = start + rng.int(0, maxLength);
    out.push([start, end]);
    start = end + rng.int(1, maxGap);
  }
  return out;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x005f_0001);
  const n = 130000;
  const cases: GeneratedCase[] = [];

  // Short intervals and gaps (lengths 0-3, gaps 1-3) keep the numbers, and so the files, small.
  // 1) The new interval swallows the last two thirds of the list: absorbing one at a time, each
  //    search passes the first third again (quadratic), while the answer stays a third of the list.
  {
    const list = tidyList(n, 1, 3, 3, rng);
    const k = 44000;
    cases.push(makeCase(list, [list[k]![0] - 1, list[n - 1]![1] + 5]));
  }

  // 2) A shorter list that the new interval covers completely.
  cases.push(makeCase(tidyList(10000, 5, 3, 3, rng), [0, 1000000000]));

  return cases;
};

export default largeTestCases;
