/**
 * Generator of the large secret test cases of "Plus One" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: the digits are read as a BigInt).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const makeCase = (digits: number[]): GeneratedCase => {
  const result = (BigInt(digits.join('')) + 1n).toString().split('');
  return { input: `${digits.length}\n${digits.join(' ')}\n`, output: `${result.join(' ')}\n` };
};

/** n random digits with a non-zero first digit, ending in `nines` nines. */
const randomDigits = (n: number, nines: number, rng: Rng): number[] =>
  Array.from({ length: n }, (_, i) => (i >= n - nines ? 9 : i === 0 ? rng.int(1, 9) : i === n - nines - 1 ? rng.int(0, 8) : rng.int(0, 9)));

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x0001_0066);
  return [
    // The largest size, all nines: the answer is a 1 followed by 1000 zeros.
    makeCase(new Array<number>(1000).fill(9)),
    // The largest size with a random last digit below 9: only that digit changes.
    makeCase(randomDigits(1000, 0, rng)),
    // A long run of trailing nines that all roll over, stopped by a smaller digit.
    makeCase(randomDigits(1000, 600, rng)),
  ];
};

export default largeTestCases;
