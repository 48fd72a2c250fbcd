/**
 * Generator of the large secret test cases of "3Sum" (data/secret/large/).
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
 * An independent check: over the distinct values a <= b <= c (with enough copies of each), c = -a - b
 * is looked up in a count map. The triplets come out in lexicographic order.
 */
const solve = (nums: number[]): number[][] => {
  const count = new Map<number, number>();
  for (const v of nums) count.set(v, (count.get(v) ?? 0) + 1);
  const vals = [...count.keys()].sort((x, y) => x - y);
  const out: number[][] = [];
  for (let i = 0; i < vals.length; i++) {
    const a = vals[i]!;
    for (let j = i; j < vals.length; j++) {
      const b = vals[j]!;
      const c = -a - b;
      if (c < b) break;
      const need = new Map<number, number>();
      for (const v of [a, b, c]) need.set(v, (need.get(v) ?? 0) + 1);
      if ([...need].every(([v, k]) => (count.get(v) ?? 0) >= k)) out.push([a, b, c]);
    }
  }
  return out;
};

const makeCase = (nums: number[]): GeneratedCase => {
  const triplets = solve(nums);
  return { input: toInput(nums), output: `${triplets.length}\n${triplets.map((t) => `${t.join(' ')}\n`).join('')}` };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4603_0001);
  const cases: GeneratedCase[] = [];
  const n = 3000;

  // 1) Random values over the whole range: a few thousand triplets.
  cases.push(makeCase(Array.from({ length: n }, () => rng.int(-100000, 100000))));

  // 2) Values in [-150, 150]: every value repeated about ten times, so duplicates must be skipped.
  cases.push(makeCase(Array.from({ length: n }, () => rng.int(-150, 150))));

  // 3) Only odd values: three odd numbers never add up to 0, so there is no triplet at all.
  cases.push(makeCase(Array.from({ length: n }, () => 2 * rng.int(-50000, 49999) + 1)));

  // 4) Zeros everywhere: the single triplet 0 0 0.
  cases.push(makeCase(new Array<number>(n).fill(0)));

  // 5) Distinct values over the whole range, given in decreasing order.
  {
    const seen = new Set<number>();
    while (seen.size < n) seen.add(rng.int(-100000, 100000));
    cases.push(makeCase([...seen].sort((x, y) => y - x)));
  }

  return cases;
};

export default largeTestCases;
