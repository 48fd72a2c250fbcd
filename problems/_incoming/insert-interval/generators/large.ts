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
  const n = 100000;
  const cases: GeneratedCase[] = [];

  // 1) The new interval swallows the second half of the list (absorbing one at a time is quadratic).
  {
    const list = tidyList(n, 1, 2000, 2000, rng);
    cases.push(makeCase(list, [list[n / 2]![0] - 1, list[n - 1]![1] + 5]));
  }

  // 2) The new interval falls into a gap in the middle and overlaps nothing.
  {
    const list = tidyList(n, 0, 2000, 2000, rng);
    let k = n / 2;
    while (list[k + 1]![0] - list[k]![1] < 3) k++;
    cases.push(makeCase(list, [list[k]![1] + 1, list[k + 1]![0] - 1]));
  }

  // 3) The new interval covers the whole list.
  cases.push(makeCase(tidyList(n, 5, 2000, 2000, rng), [0, 1000000000]));

  // 4) A single point before every interval of the list.
  cases.push(makeCase(tidyList(n, 1, 2000, 2000, rng), [0, 0]));

  // 5) The new interval touches one neighbour's end and the next one's start: both merge with it.
  {
    const list = tidyList(n, 0, 2000, 2000, rng);
    const k = rng.int(1, n - 3);
    cases.push(makeCase(list, [list[k]![1], list[k + 1]![0]]));
  }

  return cases;
};

export default largeTestCases;
