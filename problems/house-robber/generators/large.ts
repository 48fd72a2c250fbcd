/**
 * Generator of the large secret test cases of "House Robber" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the length, then the values. */
const toInput = (nums: number[]): string => `${nums.length}\n${nums.join(' ')}\n`;

/** Table form of the recurrence: best[i] = max(best[i-1], best[i-2] + nums[i]). */
const solve = (nums: number[]): number => {
  const best = new Array<number>(nums.length + 1).fill(0);
  for (let i = 1; i <= nums.length; i++) best[i] = Math.max(best[i - 1]!, (i >= 2 ? best[i - 2]! : 0) + nums[i - 1]!);
  return best[nums.length]!;
};

const makeCase = (nums: number[]): GeneratedCase => ({ input: toInput(nums), output: `${solve(nums)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4085_0071);
  const n = 100000;
  return [
    makeCase(Array.from({ length: n }, () => rng.int(0, 10000))), // random
    makeCase(new Array<number>(n).fill(10000)), // the largest possible total, 5 * 10^8
    // Pairs of rich houses separated by one or two poor ones, so the best gaps vary.
    makeCase(Array.from({ length: n }, (_, i) => (i % 5 === 0 || i % 5 === 2 ? rng.int(9000, 10000) : rng.int(0, 3000)))),
  ];
};

export default largeTestCases;
