/**
 * Generator of the large secret test cases of "Product of Array Except Self" (data/secret/large/).
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
 * Prefix products times suffix products. The constraints keep every partial product
 * at most 10^15 in absolute value (< 2^53), so plain JavaScript numbers are exact.
 */
const solve = (nums: number[]): number[] => {
  const n = nums.length;
  const ans = new Array<number>(n);
  let prefix = 1;
  for (let i = 0; i < n; i++) {
    ans[i] = prefix;
    prefix *= nums[i]!;
  }
  let suffix = 1;
  for (let i = n - 1; i >= 0; i--) {
    ans[i] = ans[i]! * suffix;
    suffix *= nums[i]!;
  }
  // normalise -0 to 0
  return ans.map((v) => (v === 0 ? 0 : v));
};

const makeCase = (nums: number[]): GeneratedCase => ({
  input: toInput(nums),
  output: `${solve(nums).join(' ')}\n`,
});

const LIMIT = 1e15;

/** Product of the absolute values of the non-zero elements, the quantity bounded by the constraints. */
const absProduct = (nums: number[]): number =>
  nums.reduce((acc, v) => (v === 0 ? acc : acc * Math.abs(v)), 1);

/**
 * Builds an array of length n made of 1 and -1, then plants random values with |v| in [2, 1000]
 * at random positions while the product budget of 10^15 allows, and finally plants `zeros` zeros.
 */
const generate = (n: number, zeros: number, rng: ReturnType<typeof createRng>): number[] => {
  const nums: number[] = [];
  for (let i = 0; i < n; i++) nums.push(rng.next() < 0.5 ? 1 : -1);
  let budget = 1;
  for (let attempt = 0; attempt < 200; attempt++) {
    const mag = rng.next() < 0.7 ? rng.int(2, 3) : rng.int(2, 1000);
    if (budget * mag > LIMIT) continue;
    budget *= mag;
    nums[rng.int(0, n - 1)] = rng.next() < 0.5 ? mag : -mag;
  }
  for (let z = 0; z < zeros; z++) nums[rng.int(0, n - 1)] = 0;
  if (absProduct(nums) > LIMIT) throw new Error('product-of-array-except-self: budget exceeded');
  return nums;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x2505_0004);
  return [
    // no zero: every answer is non-zero and many are far beyond 32 bits
    makeCase(generate(100000, 0, rng)),
    // exactly one zero: only one position gets a non-zero answer
    makeCase(generate(100000, 1, rng)),
    // several zeros: every answer is zero
    makeCase(generate(100000, 3, rng)),
  ];
};

export default largeTestCases;
