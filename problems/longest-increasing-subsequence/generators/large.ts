/**
 * Generator of the large secret test cases of "Longest Increasing Subsequence" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** LIS with a Fenwick tree of prefix maxima over the ranks of the values (independent of patience sorting). */
const lis = (nums: number[]): number => {
  const sorted = [...new Set(nums)].sort((a, b) => a - b);
  const rank = new Map(sorted.map((v, i) => [v, i + 1]));
  const tree = new Int32Array(sorted.length + 1);
  let best = 0;
  for (const x of nums) {
    const r = rank.get(x)!;
    let here = 0; // best length ending with a value of rank < r
    for (let i = r - 1; i > 0; i -= i & -i) here = Math.max(here, tree[i]);
    here += 1;
    for (let i = r; i <= sorted.length; i += i & -i) tree[i] = Math.max(tree[i], here);
    best = Math.max(best, here);
  }
  return best;
};

const makeCase = (nums: number[]): GeneratedCase => ({
  input: `${nums.length}\n${nums.join(' ')}\n`,
  output: `${lis(nums)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x115_0005);
  const n = 100_000;
  const sortedSmall = Array.from({ length: n }, () => rng.int(0, 999)).sort((a, b) => a - b);
  return [
    // Random values with many repeats.
    makeCase(Array.from({ length: n }, () => rng.int(-10_000, 10_000))),
    // Sorted with long runs of equal values: only the distinct values count.
    makeCase(sortedSmall),
    // Strictly decreasing: the answer is 1.
    makeCase(Array.from({ length: n }, (_, i) => n - i)),
  ];
};

export default largeTestCases;
