/**
 * Generator of the large secret test cases of "Number of 1 Bits" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: the 1 digits of the number's
 * binary text are counted).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const makeCase = (n: number): GeneratedCase => ({
  input: `${n}\n`,
  output: `${[...n.toString(2)].filter((d) => d === '1').length}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x0b17_0106);
  return [
    // The largest value: all 31 low bits set.
    makeCase(2 ** 31 - 1),
    // Only the highest allowed bit set.
    makeCase(2 ** 30),
    // Random values with the highest allowed bit set, so every bit position matters.
    makeCase(2 ** 30 + rng.int(0, 2 ** 30 - 1)),
    makeCase(2 ** 30 + rng.int(0, 2 ** 30 - 1)),
    // Alternating bits, 1010...10100 in binary (0x55555554): bit 30 set, the two lowest not.
    makeCase(0x5555_5554),
  ];
};

export default largeTestCases;
