/**
 * Generator of the large secret test cases of "Last Stone Weight" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * 10^5 stones take up to 10^5 rounds: re-sorting every round is far too slow, a heap is fast.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the number of stones, then the weights. */
const toInput = (stones: number[]): string => `${stones.length}\n${stones.join(' ')}\n`;

/**
 * Simulation on a sorted array (ascending) with binary-search insertion - independent of the
 * reference's heap, and fast enough here because an insertion is a single memmove.
 */
const solve = (stones: number[]): number => {
  const a = Float64Array.from(stones).sort();
  let len = a.length;
  while (len > 1) {
    const y = a[len - 1]!;
    const x = a[len - 2]!;
    len -= 2;
    if (y !== x) {
      const d = y - x;
      let lo = 0;
      let hi = len;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (a[mid]! < d) lo = mid + 1;
        else hi = mid;
      }
      a.copyWithin(lo + 1, lo, len);
      a[lo] = d;
      len++;
    }
  }
  return len === 1 ? a[0]! : 0;
};

const makeCase = (stones: number[]): GeneratedCase => ({ input: toInput(stones), output: `${solve(stones)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x57_0e_00_74);
  const n = 100000;
  return [
    makeCase(Array.from({ length: n }, () => rng.int(1, 1000000000))), // random heavy stones
    makeCase(Array.from({ length: n }, () => rng.int(1, 100))), // many equal weights
    makeCase(new Array<number>(n - 1).fill(1000000000)), // an odd count of equal stones: one survives
    makeCase(Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 1000000000 - i : rng.int(1, 1000)))), // giants and pebbles
  ];
};

export default largeTestCases;
