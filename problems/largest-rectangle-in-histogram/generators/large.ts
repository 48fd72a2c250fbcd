/**
 * Generator of the large secret test cases of "Largest Rectangle in Histogram" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/**
 * Nearest lower bar on each side by pointer jumping (independent of the monotonic stack): from the
 * neighbour, jump over whole runs already known to be at least as tall. The best rectangle of
 * height heights[i] spans between those lower bars.
 */
const largest = (h: number[]): number => {
  const n = h.length;
  const left = new Array<number>(n);
  const right = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let j = i - 1;
    while (j >= 0 && h[j]! >= h[i]!) j = left[j]!;
    left[i] = j;
  }
  for (let i = n - 1; i >= 0; i--) {
    let j = i + 1;
    while (j < n && h[j]! >= h[i]!) j = right[j]!;
    right[i] = j;
  }
  let best = 0;
  for (let i = 0; i < n; i++) best = Math.max(best, h[i]! * (right[i]! - left[i]! - 1));
  return best;
};

const makeCase = (h: number[]): GeneratedCase => ({ input: `${h.length}\n${h.join(' ')}\n`, output: `${largest(h)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a6_0001);
  const cases: GeneratedCase[] = [];

  // 1) 2 * 10^5 bars of height 1: the whole row is the answer, and spreading from every bar is quadratic.
  cases.push(makeCase(new Array<number>(200000).fill(1)));

  // 2) 10^5 slowly rising bars (1 .. 10^4) with a deep notch in the middle.
  {
    const h = Array.from({ length: 100000 }, (_, i) => Math.floor(i / 10) + 1);
    h[50000] = 0;
    cases.push(makeCase(h));
  }

  // 3) 10^5 random bars over the whole height range.
  cases.push(makeCase(Array.from({ length: 100000 }, () => rng.int(0, 10000))));

  // 4) 60000 short random bars (0 .. 99): many equal heights and wide low rectangles.
  cases.push(makeCase(Array.from({ length: 60000 }, () => rng.int(0, 99))));

  return cases;
};

export default largeTestCases;
