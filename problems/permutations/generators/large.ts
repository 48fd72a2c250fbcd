/**
 * Generator of the large secret test cases of "Permutations" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * n = 8 gives 40320 permutations: fine for a backtracking search, far too many for a search over all
 * 8^8 sequences that removes duplicates by scanning the result.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the length, then the values. */
const toInput = (nums: number[]): string => `${nums.length}\n${nums.join(' ')}\n`;

/**
 * All permutations in lexicographic order, by the "next permutation" step from the sorted array
 * (independent of the reference's backtracking).
 */
const solve = (nums: number[]): string => {
  const a = [...nums].sort((x, y) => x - y);
  const lines: string[] = [];
  for (;;) {
    lines.push(`[${a.join(',')}]`);
    let i = a.length - 2;
    while (i >= 0 && a[i]! >= a[i + 1]!) i--;
    if (i < 0) break;
    let j = a.length - 1;
    while (a[j]! <= a[i]!) j--;
    [a[i], a[j]] = [a[j]!, a[i]!];
    for (let l = i + 1, r = a.length - 1; l < r; l++, r--) [a[l], a[r]] = [a[r]!, a[l]!];
  }
  return `${lines.length}\n${lines.join('\n')}\n`;
};

/** n distinct values from [-10, 10] in random order. */
const distinctValues = (n: number, rng: ReturnType<typeof createRng>): number[] => {
  const out: number[] = [];
  while (out.length < n) {
    const v = rng.int(-10, 10);
    if (!out.includes(v)) out.push(v);
  }
  return out;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x9e27_0068);
  const inputs = [distinctValues(8, rng), distinctValues(8, rng), [10, -10, ...distinctValues(12, rng).filter((v) => Math.abs(v) !== 10).slice(0, 6)]];
  return inputs.map((nums) => ({ input: toInput(nums), output: solve(nums) }));
};

export default largeTestCases;
