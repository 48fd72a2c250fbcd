/**
 * Generator of the large secret test cases of "Sliding Window Maximum" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * 2 * 10^5 numbers with windows of 10^5: scanning every window is 10^10 steps. Then a random case
 * over the whole value range with shorter windows.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Window maxima from a sparse table of range maxima (the reference uses a monotonic deque instead). */
const maxima = (nums: number[], k: number): number[] => {
  const n = nums.length;
  const table: Int32Array[] = [Int32Array.from(nums)];
  for (let j = 1; 1 << j <= n; j++) {
    const prev = table[j - 1]!;
    const row = new Int32Array(n - (1 << j) + 1);
    for (let i = 0; i < row.length; i++) row[i] = Math.max(prev[i]!, prev[i + (1 << (j - 1))]!);
    table.push(row);
  }
  const level = 31 - Math.clz32(k);
  const out: number[] = [];
  for (let i = 0; i + k <= n; i++) out.push(Math.max(table[level]![i]!, table[level]![i + k - (1 << level)]!));
  return out;
};

const makeCase = (nums: number[], k: number): GeneratedCase => ({ input: `${nums.length} ${k}\n${nums.join(' ')}\n`, output: `${maxima(nums, k).join(' ')}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0128);
  // Slowly falling values with noise (three-digit values keep the file small): the maximum leaves the
  // window at almost every step and many values wait in the deque.
  const falling = Array.from({ length: 200000 }, (_, i) => Math.max(0, 999 - Math.floor(i / 200) + rng.int(-30, 0)));
  const random = Array.from({ length: 50000 }, () => rng.int(-10000, 10000));
  return [makeCase(falling, 100000), makeCase(random, 1000)];
};

export default largeTestCases;
