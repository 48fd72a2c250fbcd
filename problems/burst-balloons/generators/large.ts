/**
 * Generator of the large secret test cases of "Burst Balloons" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Top-down: memoized recursion over the open interval (l, r) of the padded row (independent of the bottom-up table). */
const maxCoins = (nums: number[]): number => {
  const v = [1, ...nums, 1];
  const size = v.length;
  const memo = new Float64Array(size * size).fill(-1);
  const solve = (l: number, r: number): number => {
    if (r - l < 2) return 0;
    const key = l * size + r;
    if (memo[key] >= 0) return memo[key];
    let most = 0;
    for (let k = l + 1; k < r; k++) most = Math.max(most, solve(l, k) + solve(k, r) + v[l] * v[k] * v[r]);
    memo[key] = most;
    return most;
  };
  return solve(0, size - 1);
};

const makeCase = (nums: number[]): GeneratedCase => ({
  input: `${nums.length}\n${nums.join(' ')}\n`,
  output: `${maxCoins(nums)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xba11_0010);
  return [
    // Random numbers, including zeros.
    makeCase(Array.from({ length: 300 }, () => rng.int(0, 100))),
    // The largest possible answer: 300 balloons of 100.
    makeCase(new Array<number>(300).fill(100)),
    // Small numbers.
    makeCase(Array.from({ length: 300 }, () => rng.int(1, 9))),
    // Big and small numbers alternating.
    makeCase(Array.from({ length: 299 }, (_, i) => (i % 2 === 0 ? 100 : 1))),
  ];
};

export default largeTestCases;
