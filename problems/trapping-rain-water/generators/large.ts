/**
 * Generator of the large secret test cases of "Trapping Rain Water" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the number of bars, then the heights on the next line. */
const toInput = (height: number[]): string => `${height.length}\n${height.join(' ')}\n`;

/**
 * Two pointers. The total is at most 10^5 * 10^9 = 10^14 < 2^53,
 * so plain JavaScript numbers are exact here.
 */
const solve = (height: number[]): number => {
  let lo = 0;
  let hi = height.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let water = 0;
  while (lo < hi) {
    const a = height[lo]!;
    const b = height[hi]!;
    if (a <= b) {
      if (a >= leftMax) leftMax = a;
      else water += leftMax - a;
      lo++;
    } else {
      if (b >= rightMax) rightMax = b;
      else water += rightMax - b;
      hi--;
    }
  }
  return water;
};

const makeCase = (height: number[]): GeneratedCase => ({
  input: toInput(height),
  output: `${solve(height)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x2505_0006);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) Random heights over the whole range.
  const random: number[] = [];
  for (let i = 0; i < n; i++) random.push(rng.int(0, 1000000000));
  cases.push(makeCase(random));

  // 2) Two maximal walls around a floor of small bars: the total is close to 10^14.
  const basin: number[] = [1000000000];
  for (let i = 1; i < n - 1; i++) basin.push(rng.int(0, 1000));
  basin.push(1000000000);
  cases.push(makeCase(basin));

  // 3) A single mountain (rising then falling): nothing is trapped.
  const mountain: number[] = [];
  let h = 0;
  for (let i = 0; i < n / 2; i++) {
    h += rng.int(0, 10000);
    mountain.push(h);
  }
  for (let i = n / 2; i < n; i++) {
    h = Math.max(0, h - rng.int(0, 10000));
    mountain.push(h);
  }
  cases.push(makeCase(mountain));

  // 4) Sawtooth of random-height peaks separated by valleys: many basins of different depths.
  const saw: number[] = [];
  for (let i = 0; i < n; i++) {
    saw.push(i % 50 === 0 ? rng.int(500000000, 1000000000) : rng.int(0, 500000000));
  }
  cases.push(makeCase(saw));

  return cases;
};

export default largeTestCases;
