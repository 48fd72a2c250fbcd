/**
 * Generator of the large secret test cases of "Interval List Intersections" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * Two lists of 50000 intervals (intersecting every pair is 2.5 * 10^9 steps), then two shorter
 * lists over the whole value range with many overlaps.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Interval = [number, number];

/** For every interval of the first list, binary-search the first interval of the second list that ends at or after its start (the reference merges with two pointers). */
const intersections = (first: Interval[], second: Interval[]): Interval[] => {
  const out: Interval[] = [];
  for (const [s, e] of first) {
    let lo = 0;
    let hi = second.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (second[mid]![1] < s) lo = mid + 1;
      else hi = mid;
    }
    for (let j = lo; j < second.length && second[j]![0] <= e; j++) out.push([Math.max(s, second[j]![0]), Math.min(e, second[j]![1])]);
  }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
};

const makeCase = (first: Interval[], second: Interval[]): GeneratedCase => ({
  input: `${first.length} ${second.length}\n${[...first, ...second].map(([a, b]) => `${a} ${b}\n`).join('')}`,
  output: intersections(first, second)
    .map(([a, b]) => `${a} ${b}\n`)
    .join(''),
});

/** `k` sorted disjoint intervals with random gaps (at least 1) and lengths up to maxLen, starting after `from`. */
const randomList = (k: number, maxGap: number, maxLen: number, rng: Rng): Interval[] => {
  const list: Interval[] = [];
  let t = 0;
  for (let i = 0; i < k; i++) {
    const s = t + rng.int(1, maxGap);
    const e = s + rng.int(0, maxLen);
    list.push([s, e]);
    t = e;
  }
  return list;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0130);
  // Interleaved lists [4i, 4i+1] and [4i+2, 4i+3]; about one second interval in 50 is stretched to touch
  // a neighbour, so there are few intersections, many of them single points.
  const k = 50000;
  const first: Interval[] = Array.from({ length: k }, (_, i) => [4 * i, 4 * i + 1]);
  const second: Interval[] = Array.from({ length: k }, (_, i) => {
    const r = rng.int(0, 99);
    if (r === 0) return [4 * i + 1, 4 * i + 3];
    if (r === 1) return [4 * i + 2, 4 * i + 4];
    return [4 * i + 2, 4 * i + 3];
  });
  // Long intervals up to 10^9 that overlap often.
  return [makeCase(first, second), makeCase(randomList(3000, 300000, 300000, rng), randomList(5000, 200000, 200000, rng))];
};

export default largeTestCases;
