/**
 * Generator of the large secret test cases of "Maximum Subarray" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the length, then the values on the next line. */
const toInput = (nums: number[]): string => `${nums.length}\n${nums.join(' ')}\n`;

/**
 * Kadane's algorithm. All partial sums stay below 10^5 * 10^9 = 10^14 < 2^53,
 * so plain JavaScript numbers are exact here.
 */
const solve = (nums: number[]): number => {
  let best = -Infinity;
  let cur = 0;
  for (const v of nums) {
    cur = Math.max(v, cur + v);
    if (cur > best) best = cur;
  }
  return best;
};

const makeCase = (nums: number[]): GeneratedCase => ({
  input: toInput(nums),
  output: `${solve(nums)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x2505_0003);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) Every element at the upper extreme: the answer is 10^14.
  cases.push(makeCase(new Array<number>(n).fill(1000000000)));

  // 2) Random values over the whole range.
  const random: number[] = [];
  for (let i = 0; i < n; i++) random.push(rng.int(-1000000000, 1000000000));
  cases.push(makeCase(random));

  // 3) Every element negative: the answer is the maximum element.
  const negative: number[] = [];
  for (let i = 0; i < n; i++) negative.push(rng.int(-1000000000, -1));
  cases.push(makeCase(negative));

  // 4) Slightly positive drift: the best block is long and its sum is far beyond 32 bits.
  const drift: number[] = [];
  for (let i = 0; i < n; i++) drift.push(rng.int(-900000000, 1000000000));
  cases.push(makeCase(drift));

  return cases;
};

export default largeTestCases;
