/**
 * Generator of the large secret test cases of "Multiply Strings" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: JavaScript's BigInt).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const makeCase = (a: string, b: string): GeneratedCase => ({ input: `${a}\n${b}\n`, output: `${BigInt(a) * BigInt(b)}\n` });

/** A random number of exactly `len` digits (no leading zero). */
const randomNumber = (len: number, rng: Rng): string =>
  Array.from({ length: len }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join('');

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3017_0104);
  return [
    // Two random numbers of the largest length: a 399- or 400-digit product.
    makeCase(randomNumber(200, rng), randomNumber(200, rng)),
    // The largest length against a short number: adding num1 to itself num2 times is hopeless.
    makeCase(randomNumber(200, rng), randomNumber(12, rng)),
    // A power of ten times the largest number: carries everywhere, then many trailing zeros.
    makeCase(`1${'0'.repeat(199)}`, '9'.repeat(200)),
    // Few nonzero digits (many zero partial products), still far too large to count up to.
    makeCase(`7${'0'.repeat(98)}3${'0'.repeat(100)}`, `5${'0'.repeat(60)}1`),
  ];
};

export default largeTestCases;
