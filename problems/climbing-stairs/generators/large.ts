/**
 * Generator of the large secret test cases of "Climbing Stairs" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const MOD = 1_000_000_007;

/** Number of ways to climb n steps with moves of 1 or 2, modulo 10^9 + 7. */
const countWays = (n: number): number => {
  let prev = 1; // ways(0)
  let cur = 1; // ways(1)
  for (let i = 2; i <= n; i++) {
    const next = (prev + cur) % MOD;
    prev = cur;
    cur = next;
  }
  return cur;
};

const makeCase = (n: number): GeneratedCase => ({ input: `${n}\n`, output: `${countWays(n)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x57a1_2501);
  return [
    // the largest allowed staircase
    makeCase(1000000),
    // a random size close to the limit
    makeCase(rng.int(900000, 999999)),
  ];
};

export default largeTestCases;
