/**
 * Generator of the large secret test cases of "K Closest Points to Origin" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * Every k is moved, if needed, to a place where the k-th and (k+1)-th smallest distances differ,
 * so the set of answer points is unique. n = 10^5 with k near n makes an O(n * k) selection far too slow;
 * the coordinates of that case are small to keep the files small.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Point = [number, number];

const dist = (p: Point): number => p[0] * p[0] + p[1] * p[1];

/** stdin: `n k`, then one point per line. */
const toInput = (points: Point[], k: number): string => `${points.length} ${k}\n${points.map((p) => `${p[0]} ${p[1]}\n`).join('')}`;

/** The smallest k' >= k (at most n) with a unique answer set: distance k' - 1 < distance k' in sorted order. */
const uniqueK = (points: Point[], k: number): number => {
  const d = points.map(dist).sort((a, b) => a - b);
  while (k < d.length && d[k - 1] === d[k]) k++;
  return k;
};

/** Sort everything by distance, keep the first k, print them sorted by x then y. */
const makeCase = (points: Point[], wantedK: number): GeneratedCase => {
  const k = uniqueK(points, wantedK);
  const chosen = [...points].sort((a, b) => dist(a) - dist(b)).slice(0, k);
  chosen.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { input: toInput(points, k), output: chosen.map((p) => `${p[0]} ${p[1]}\n`).join('') };
};

const randomPoints = (n: number, range: number, rng: Rng): Point[] =>
  Array.from({ length: n }, (): Point => [rng.int(-range, range), rng.int(-range, range)]);

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x6c05_e075);
  const n = 100000;
  return [
    // All but the farthest thousand points of a small square (compact files): many equal distances
    // and duplicate points, and about n^2 steps for a selection of one point at a time.
    makeCase(randomPoints(n, 100, rng), n - 1000),
    // Only the nearest of points over the whole range.
    makeCase(randomPoints(n, 10000, rng), 1),
  ];
};

export default largeTestCases;
