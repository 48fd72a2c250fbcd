/**
 * Generator of the large secret test cases of "Non-overlapping Intervals" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Interval = [number, number];

/** Classic greedy: keep the interval that ends first whenever it starts at or after the last kept end. */
const minRemovals = (intervals: Interval[]): number => {
  const byEnd = [...intervals].sort((a, b) => a[1] - b[1]);
  let kept = 0;
  let lastEnd = -Infinity;
  for (const [a, b] of byEnd) {
    if (a >= lastEnd) {
      kept++;
      lastEnd = b;
    }
  }
  return intervals.length - kept;
};

const makeCase = (intervals: Interval[]): GeneratedCase => ({
  input: `${intervals.length}\n${intervals.map(([a, b]) => `${a} ${b}\n`).join('')}`,
  output: `${minRemovals(intervals)}\n`,
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
  const rng = createRng(0x0058_0001);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // Small coordinates keep the files compact; only the order and overlaps matter.
  // 1) Intervals that only touch end to start, shuffled: nothing has to go.
  {
    const intervals: Interval[] = [];
    for (let i = 0; i < n; i++) intervals.push([i - n / 2, i + 1 - n / 2]);
    cases.push(makeCase(shuffle(intervals, rng)));
  }

  // 2) Endpoints from a tiny range: many duplicates and ties.
  {
    const intervals: Interval[] = [];
    for (let i = 0; i < n; i++) {
      const a = rng.int(-50, 49);
      intervals.push([a, rng.int(a + 1, 50)]);
    }
    cases.push(makeCase(intervals));
  }

  return cases;
};

export default largeTestCases;
