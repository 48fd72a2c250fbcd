/**
 * Generator of the large secret test cases of "Minimum Interval to Include Each Query" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * 70000 intervals and 70000 queries (checking every interval for every query is 4.9 * 10^9 steps),
 * then a smaller case over the whole value range.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/**
 * The answers by painting: intervals from the smallest up paint every point they cover that is still
 * unpainted (a "next unpainted point" union-find skips painted runs); a query reads its point's paint.
 * Coordinates are compressed to the queried points first. The reference sweeps with a heap instead.
 */
const answers = (intervals: [number, number][], queries: number[]): number[] => {
  const points = [...new Set(queries)].sort((a, b) => a - b);
  const lowerBound = (v: number) => {
    let lo = 0;
    let hi = points.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (points[mid]! < v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const paint = new Int32Array(points.length).fill(-1);
  const next = Int32Array.from({ length: points.length + 1 }, (_, i) => i);
  const find = (i: number): number => {
    while (next[i] !== i) {
      next[i] = next[next[i]!]!;
      i = next[i]!;
    }
    return i;
  };
  const bySize = [...intervals].sort((a, b) => a[1] - a[0] - (b[1] - b[0]));
  for (const [l, r] of bySize) {
    const end = lowerBound(r + 1);
    for (let i = find(lowerBound(l)); i < end; i = find(i)) {
      paint[i] = r - l + 1;
      next[i] = i + 1;
    }
  }
  return queries.map((x) => paint[lowerBound(x)]!);
};

const makeCase = (intervals: [number, number][], queries: number[]): GeneratedCase => ({
  input: `${intervals.length} ${queries.length}\n${intervals.map(([l, r]) => `${l} ${r}\n`).join('')}${queries.join(' ')}\n`,
  output: `${answers(intervals, queries).join(' ')}\n`,
});

const randomIntervals = (n: number, maxValue: number, maxLen: number, rng: Rng): [number, number][] =>
  Array.from({ length: n }, () => {
    const l = rng.int(1, maxValue);
    return [l, Math.min(maxValue, l + rng.int(0, maxLen))];
  });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0125);
  // Short intervals below 10^5: some queries fall in gaps (-1), many have several candidates.
  const a = randomIntervals(70000, 99999, 6, rng);
  const qa = Array.from({ length: 70000 }, () => rng.int(1, 99999));
  // The whole range up to 10^7, with long nested intervals.
  const b = randomIntervals(10000, 10000000, 2000000, rng);
  const qb = Array.from({ length: 10000 }, () => rng.int(1, 10000000));
  return [makeCase(a, qa), makeCase(b, qb)];
};

export default largeTestCases;
