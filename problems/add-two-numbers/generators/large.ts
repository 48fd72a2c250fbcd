/**
 * Generator of the large secret test cases of "Add Two Numbers" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Digits ones-first to a BigInt and back (independent of the digit-by-digit addition). */
const toBig = (digits: number[]): bigint => BigInt([...digits].reverse().join(''));
const fromBig = (x: bigint): number[] => x.toString().split('').reverse().map(Number);

const makeCase = (a: number[], b: number[]): GeneratedCase => ({
  input: `${a.length}\n${a.join(' ')}\n${b.length}\n${b.join(' ')}\n`,
  output: `${fromBig(toBig(a) + toBig(b)).join(' ')}\n`,
});

/** A random number of `len` digits, ones first, whose most significant digit is not 0. */
const randomDigits = (rng: ReturnType<typeof createRng>, len: number): number[] => {
  const d = Array.from({ length: len }, () => rng.int(0, 9));
  if (len > 1) d[len - 1] = rng.int(1, 9);
  return d;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a4_0001);
  const cases: GeneratedCase[] = [];

  // 1) Two random numbers of 1.5 * 10^5 digits: reaching each digit from the head is quadratic.
  cases.push(makeCase(randomDigits(rng, 150000), randomDigits(rng, 150000)));

  // 2) 10^5 nines plus 1: the carry runs through every digit and adds one more.
  cases.push(makeCase(new Array<number>(100000).fill(9), [1]));

  // 3) Lengths 60000 and 35000 with a long run of nines in the middle of the longer one.
  {
    const a = randomDigits(rng, 60000);
    for (let i = 34990; i < 50000; i++) a[i] = 9;
    const b = randomDigits(rng, 35000);
    b[34999] = 9;
    cases.push(makeCase(a, b));
  }

  return cases;
};

export default largeTestCases;
