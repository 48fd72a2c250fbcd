/**
 * Generator of the large secret test cases of "Counting Bits" (data/secret/large/).
 * Deterministic: no randomness is needed (the input is a single number), so every build writes the
 * same files. Run at build time by `npm run problems:build` (server/modules/packages/generate.ts),
 * which writes each input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript
 * solution; the answer computed here must agree with it (a second, independent check of the reference solution).
 */
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Bit count of one number by clearing its lowest set bit until nothing is left (independent of the DP). */
const popcount = (x: number): number => {
  let c = 0;
  for (let v = x; v !== 0; v &= v - 1) c++;
  return c;
};

const makeCase = (n: number): GeneratedCase => {
  const counts: number[] = [];
  for (let i = 0; i <= n; i++) counts.push(popcount(i));
  return { input: `${n}\n`, output: `${counts.join(' ')}\n` };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => [
  // The largest n allowed.
  makeCase(100000),
  // Right below and at a power of two: 65535 has sixteen 1 bits, 65536 only one.
  makeCase(65535),
  makeCase(65536),
  // An odd n close to the maximum.
  makeCase(99999),
];

export default largeTestCases;
