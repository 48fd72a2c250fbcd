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

const MAX = 1000000000;

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

  // 1) 50000 separate groups of two overlapping intervals each, shuffled: 50000 merged intervals.
  {
    const intervals: Interval[] = [];
    const step = Math.floor(MAX / (n / 2));
    for (let g = 0; g < n / 2; g++) {
      const base = g * step;
      const a = base + rng.int(0, step / 2 - 2);
      const b = rng.int(a, base + step / 2 - 1);
      const c = rng.int(a, b);
      intervals.push([a, b], [c, rng.int(c, base + step - 2)]);
    }
    cases.push(makeCase(shuffle(intervals, rng)));
  }

  // 2) Every interval contains the middle point: everything merges into one.
  {
    const intervals: Interval[] = [];
    for (let i = 0; i < n; i++) intervals.push([rng.int(0, MAX / 2), rng.int(MAX / 2, MAX)]);
    cases.push(makeCase(intervals));
  }

  // 3) Random short intervals over the whole range: a mix of lone and merged ones.
  {
    const intervals: Interval[] = [];
    for (let i = 0; i < n; i++) {
      const a = rng.int(0, MAX);
      intervals.push([a, Math.min(MAX, a + rng.int(0, 20000))]);
    }
    cases.push(makeCase(intervals));
  }

  // 4) A chain of intervals that only touch end to start, shuffled: one interval in the end.
  {
    const intervals: Interval[] = [];
    for (let i = 0; i < n; i++) intervals.push([i * 10000, (i + 1) * 10000]);
    cases.push(makeCase(shuffle(intervals, rng)));
  }

  // 5) 100000 single points with gaps between them, in descending order: nothing merges.
  {
    const intervals: Interval[] = [];
    for (let i = n - 1; i >= 0; i--) intervals.push([2 * i + 7, 2 * i + 7]);
    cases.push(makeCase(intervals));
  }

  return cases;
};

export default largeTestCases;
