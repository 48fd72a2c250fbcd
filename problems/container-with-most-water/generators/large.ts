/**
 * Generator of the large secret test cases of "Container With Most Water" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the length, then the heights on the next line. */
const toInput = (height: number[]): string => `${height.length}\n${height.join(' ')}\n`;

/**
 * An independent check: for every line as the shorter side, the best partner is the farthest line at
 * least as tall. Lines sorted by decreasing height; the leftmost and rightmost positions seen so far are
 * the farthest lines at least as tall as the current one. O(n log n).
 */
const solve = (height: number[]): number => {
  const order = height.map((_, i) => i).sort((a, b) => height[b]! - height[a]! || a - b);
  let lo = Infinity;
  let hi = -Infinity;
  let best = 0;
  for (const i of order) {
    lo = Math.min(lo, i);
    hi = Math.max(hi, i);
    best = Math.max(best, height[i]! * Math.max(i - lo, hi - i));
  }
  return best;
};

const makeCase = (height: number[]): GeneratedCase => ({ input: toInput(height), output: `${solve(height)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4602_0001);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) Random heights over the whole range.
  cases.push(makeCase(Array.from({ length: n }, () => rng.int(0, 10000))));

  // 2) Slowly rising heights with noise: the best pair is not at the ends.
  cases.push(makeCase(Array.from({ length: n }, (_, i) => Math.min(10000, Math.floor(i / 10) + rng.int(0, 5)))));

  // 3) Low everywhere but two tall lines a third and two thirds of the way: the answer uses them.
  {
    const h = Array.from({ length: n }, () => rng.int(0, 20));
    h[Math.floor(n / 3)] = 10000;
    h[Math.floor((2 * n) / 3)] = 9999;
    cases.push(makeCase(h));
  }

  // 4) Every line at the maximum height: the largest possible answer, 10^4 * (n - 1).
  cases.push(makeCase(new Array<number>(n).fill(10000)));

  // 5) A mountain (rising then falling) with zeros at both ends.
  {
    const h = Array.from({ length: n }, (_, i) => Math.min(10000, Math.floor(Math.min(i, n - 1 - i) / 4)));
    cases.push(makeCase(h));
  }

  return cases;
};

export default largeTestCases;
