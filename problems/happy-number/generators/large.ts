/**
 * Generator of the large secret test cases of "Happy Number" (data/secret/large/).
 * Deterministic: the input is a single number, so the cases are fixed extreme values and every
 * build writes the same files. Run at build time by `npm run problems:build`
 * (server/modules/packages/generate.ts), which writes each input as `NN.in` and takes the answer
 * `NN.ans` from the accepted JavaScript solution; the answer computed here must agree with it (a
 * second, independent check of the reference solution, which uses Floyd's cycle detection).
 */
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** The sum of the squares of the decimal digits of x, read from its text. */
const digitSquareSum = (x: number): number => [...String(x)].reduce((s, d) => s + Number(d) * Number(d), 0);

/** Follows the process and remembers every value in a set until 1 or a repeat. */
const happy = (n: number): boolean => {
  const seen = new Set<number>();
  let x = n;
  while (x !== 1 && !seen.has(x)) {
    seen.add(x);
    x = digitSquareSum(x);
  }
  return x === 1;
};

const makeCase = (n: number): GeneratedCase => ({ input: `${n}\n`, output: `${happy(n)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => [
  // The largest happy number the constraints allow (2^31 - 3).
  makeCase(2147483645),
  // Ten digits, nine of them 9: the largest first step of the process (730), unhappy.
  makeCase(1999999999),
  // A happy number whose chain to 1 is among the longest for small numbers (seven steps).
  makeCase(78999),
  // The largest power of ten allowed: happy in one step.
  makeCase(1000000000),
];

export default largeTestCases;
