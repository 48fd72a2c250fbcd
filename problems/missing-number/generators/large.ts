/**
 * Generator of the large secret test cases of "Missing Number" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: a table of the values present).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const makeCase = (nums: number[]): GeneratedCase => {
  const present = new Uint8Array(nums.length + 1);
  for (const x of nums) present[x] = 1;
  return { input: `${nums.length}\n${nums.join(' ')}\n`, output: `${present.indexOf(0)}\n` };
};

/** 0..n without `missing`, shuffled (Fisher-Yates). */
const shuffledWithout = (n: number, missing: number, rng: Rng): number[] => {
  const a: number[] = [];
  for (let x = 0; x <= n; x++) if (x !== missing) a.push(x);
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x0a1f_0105);
  return [
    // The largest n with n itself missing: checking each candidate 0, 1, ... against the whole
    // array finds every one of them before giving up on n, about n^2 / 2 = 2 * 10^10 comparisons.
    makeCase(shuffledWithout(200000, 200000, rng)),
    // A large n, shuffled, with a value near the end missing.
    makeCase(shuffledWithout(60000, 59998, rng)),
    // A large n in decreasing order with 0 missing.
    makeCase(Array.from({ length: 30000 }, (_, i) => 30000 - i)),
  ];
};

export default largeTestCases;
