/**
 * Generator of the large secret test cases of "Merge Intervals" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Interval = [number, number];

/** Sort by start, then sweep: each interval extends the last merged one or starts a new one. */
const mergeAll = (intervals: Interval[]): Interval[] => {
  const sorted = intervals.map(([a, b]): Interval => [a, b]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: Interval[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
};

const makeCase = (intervals: Interval[]): GeneratedCase => ({
  input: `${intervals.length}\n${intervals.map(([a, b]) => `${a} ${b}\n`).join('')}`,
  output: mergeAll(intervals).map(([a, b]) => `${a} ${b}\n`).join(''),
});

/** Fisher-Yates shuffle driven by the seeded generator. */
const shuffle = <T>(arr: T[], rng: Rng): T[] => {
  for (let i = arr.length - 1; i > 0; i--) {
    const k = rng.int(0, i);
    [arr[i], arr[k]] = [arr[k]!, arr[i]!];
  }
  return arr;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x0057_0001);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // Small coordinates keep the files compact; only the order and overlaps matter.
  // 1) 50000 separate groups of two overlapping intervals each, shuffled: 50000 merged intervals
  //    (comparing every interval with every group so far is quadratic).
  {
    const intervals: Interval[] = [];
    const step = 8;
    for (let g = 0; g < n / 2; g++) {
      const base = g * step;
      const a = base + rng.int(0, step / 2 - 2);
      const b = rng.int(a, base + step / 2 - 1);
      const c = rng.int(a, b);
      intervals.push([a, b], [c, rng.int(c, base + step - 2)]);
    }
    cases.push(makeCase(shuffle(intervals, rng)));
  }

  // 2) Every interval contains the middle point: everything merges into one (a shorter list).
  {
    const intervals: Interval[] = [];
    for (let i = 0; i < 20000; i++) intervals.push([rng.int(0, 5000), rng.int(5000, 10000)]);
    cases.push(makeCase(intervals));
  }

  return cases;
};

export default largeTestCases;
