/**
 * Generator of the large secret test cases of "Subsets" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the length, then the values. */
const toInput = (nums: number[]): string => `${nums.length}\n${nums.join(' ')}\n`;

/** Lexicographic order of two integer lists (a proper prefix comes first). */
const compareLists = (a: number[], b: number[]): number => {
  for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

/** Every subset by bit mask (independent of the reference's backtracking), printed in canonical order. */
const solve = (nums: number[]): string => {
  const sorted = [...nums].sort((x, y) => x - y);
  const all: number[][] = [];
  for (let mask = 0; mask < 1 << sorted.length; mask++) all.push(sorted.filter((_, i) => (mask >> i) & 1));
  all.sort(compareLists);
  return `${all.length}\n${all.map((s) => `[${s.join(',')}]`).join('\n')}\n`;
};

/** n distinct values from [-100, 100] in random order. */
const distinctValues = (n: number, rng: ReturnType<typeof createRng>): number[] => {
  const seen = new Set<number>();
  const out: number[] = [];
  while (out.length < n) {
    const v = rng.int(-100, 100);
    if (!seen.has(v)) {
      seen.add(v);
      out.push(v);
    }
  }
  return out;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5ab5_e766);
  const inputs: number[][] = [
    distinctValues(16, rng), // the largest allowed n: 65536 subsets
    distinctValues(15, rng),
    [100, -100, ...distinctValues(20, rng).filter((v) => Math.abs(v) !== 100).slice(0, 14)], // extremes included
  ];
  return inputs.map((nums) => ({ input: toInput(nums), output: solve(nums) }));
};

export default largeTestCases;
