/**
 * Generator of the large secret test cases of "Top K Frequent Elements" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/** Sorts the distinct values by frequency (independent of the buckets) and checks that the answer is unique. */
const topK = (nums: number[], k: number): number[] => {
  const freq = new Map<number, number>();
  for (const x of nums) freq.set(x, (freq.get(x) ?? 0) + 1);
  const byFreq = [...freq.entries()].sort((a, b) => b[1] - a[1]);
  if (k < byFreq.length && byFreq[k - 1][1] === byFreq[k][1]) throw new Error('the answer is not unique');
  return byFreq.slice(0, k).map(([value]) => value).sort((a, b) => a - b);
};

const makeCase = (nums: number[], k: number): GeneratedCase => ({
  input: `${nums.length}\n${nums.join(' ')}\n${k}\n`,
  output: `${topK(nums, k).join(' ')}\n`,
});

const shuffle = (rng: Rng, values: number[]): number[] => {
  for (let i = values.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [values[i], values[j]] = [values[j], values[i]];
  }
  return values;
};

/** Distinct random values from [-10^4, 10^4]. */
const distinctValues = (rng: Rng, count: number): number[] =>
  shuffle(rng, Array.from({ length: 20_001 }, (_, i) => i - 10_000)).slice(0, count);

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x70b_0009);
  const n = 100_000;

  // 446 values with the different frequencies 1, 2, ..., 446; k = 100.
  const values1 = distinctValues(rng, 446);
  const nums1: number[] = [];
  values1.forEach((v, i) => {
    for (let c = 0; c <= i; c++) nums1.push(v);
  });

  // 50 frequent values (200 to 1000 times each) hidden among many rare ones (at most 199 times).
  const values2 = distinctValues(rng, 20_001);
  const nums2: number[] = [];
  for (let i = 0; i < 50; i++) for (let c = rng.int(200, 1000); c > 0; c--) nums2.push(values2[i]);
  for (let i = 50; nums2.length < n; i++) for (let c = rng.int(1, 199); c > 0 && nums2.length < n; c--) nums2.push(values2[i]);

  // Three values only, and k asks for all of them.
  const nums3 = Array.from({ length: n }, () => rng.int(1, 3));

  return [
    makeCase(shuffle(rng, nums1), 100),
    makeCase(shuffle(rng, nums2), 50),
    makeCase(nums3, 3),
  ];
};

export default largeTestCases;
