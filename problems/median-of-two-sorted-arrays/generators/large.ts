/**
 * Generator of the large secret test cases of "Median of Two Sorted Arrays" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/** stdin: m, nums1, n, nums2 (an empty line for an empty array). */
const toInput = (a: number[], b: number[]): string => `${a.length}\n${a.join(' ')}\n${b.length}\n${b.join(' ')}\n`;

/** An independent check: merge, sort, take the middle (one digit after the point; medians are whole or halves). */
const solve = (a: number[], b: number[]): string => {
  const all = [...a, ...b].sort((x, y) => x - y);
  const t = all.length;
  const twice = t % 2 === 1 ? 2 * all[(t - 1) / 2]! : all[t / 2 - 1]! + all[t / 2]!;
  const sign = twice < 0 ? '-' : '';
  const abs = Math.abs(twice);
  return `${sign}${Math.floor(abs / 2)}.${abs % 2 === 1 ? 5 : 0}`;
};

const makeCase = (a: number[], b: number[]): GeneratedCase => ({ input: toInput(a, b), output: `${solve(a, b)}\n` });

const sortedRandom = (rng: Rng, n: number, lo: number, hi: number): number[] =>
  Array.from({ length: n }, () => rng.int(lo, hi)).sort((x, y) => x - y);

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4609_0001);
  const cases: GeneratedCase[] = [];
  const M = 1000000;
  const n = 100000;

  // 1) Two random arrays of the maximum length (even total).
  cases.push(makeCase(sortedRandom(rng, n, -M, M), sortedRandom(rng, n, -M, M)));

  // 2) Odd total, different lengths, narrow range (many repeated values).
  cases.push(makeCase(sortedRandom(rng, n, -50, 50), sortedRandom(rng, n - 12345, -60, 40)));

  return cases;
};

export default largeTestCases;
