/**
 * Generator of the large secret test cases of "Contains Duplicate" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Sorts a copy and compares neighbours (independent of the hash set). */
const hasDuplicate = (nums: number[]): boolean => {
  const sorted = Int32Array.from(nums).sort();
  for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) return true;
  return false;
};

const makeCase = (nums: number[]): GeneratedCase => ({
  input: `${nums.length}\n${nums.join(' ')}\n`,
  output: `${hasDuplicate(nums)}\n`,
});

/** 0 .. n-1 (shifted by `offset`) in random order (Fisher-Yates). */
const permutation = (rng: ReturnType<typeof createRng>, n: number, offset: number): number[] => {
  const values = Array.from({ length: n }, (_, i) => i + offset);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [values[i], values[j]] = [values[j], values[i]];
  }
  return values;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xc0d0_0007);
  const n = 100_000;
  const distinct = permutation(rng, n, -50_000);
  const lastRepeatsFirst = permutation(rng, n, 0);
  lastRepeatsFirst[n - 1] = lastRepeatsFirst[0];
  return [
    // All different: every value must be checked.
    makeCase(distinct),
    // All different except the last value, which repeats the first one.
    makeCase(lastRepeatsFirst),
    // One value everywhere.
    makeCase(new Array<number>(n).fill(7)),
  ];
};

export default largeTestCases;
