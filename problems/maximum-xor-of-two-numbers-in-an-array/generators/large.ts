/**
 * Generator of the large secret test cases of "Maximum XOR of Two Numbers in an Array" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * 160000 numbers below 2^20 (1.3 * 10^10 pairs, too many to try one by one) and 50000 numbers
 * over the whole range, where the highest bits decide.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** The answer decided bit by bit from the top with a set of prefixes (the reference walks a trie instead). */
const maxXor = (nums: number[]): number => {
  let best = 0;
  let mask = 0;
  for (let b = 30; b >= 0; b--) {
    mask |= 1 << b;
    const prefixes = new Set(nums.map((x) => x & mask));
    const candidate = best | (1 << b);
    for (const p of prefixes) {
      if (prefixes.has(candidate ^ p)) {
        best = candidate;
        break;
      }
    }
  }
  return best;
};

const makeCase = (nums: number[]): GeneratedCase => ({ input: `${nums.length}\n${nums.join(' ')}\n`, output: `${maxXor(nums)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0122);
  // Numbers below 2^20 that never reach the all-ones answer: bit 19 and bit 18 are never both 1 in a pair's XOR,
  // so no early exit at 2^20 - 1 is possible.
  const small = Array.from({ length: 160000 }, () => rng.int(0, (1 << 18) - 1) | (rng.int(0, 1) << 19));
  // The whole range.
  const wide = Array.from({ length: 50000 }, () => rng.int(0, 2147483647));
  return [makeCase(small), makeCase(wide)];
};

export default largeTestCases;
