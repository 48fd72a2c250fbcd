/**
 * Generator of the large secret test cases of "Reverse Bits" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: the 32-digit binary text is
 * reversed as a string).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const makeCase = (n: number): GeneratedCase => ({
  input: `${n}\n`,
  output: `${parseInt([...n.toString(2).padStart(32, '0')].reverse().join(''), 2)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x7e5b_0108);
  return [
    // Random values over the whole unsigned range (bit 31 set or clear at random).
    makeCase(rng.int(0, 2 ** 32 - 1)),
    makeCase(rng.int(0, 2 ** 32 - 1)),
    makeCase(rng.int(0, 2 ** 32 - 1)),
    // The low 16 bits set except bit 7: the answer has the high 16 bits set except bit 24.
    makeCase(2 ** 16 - 1 - 2 ** 7),
    // Bits 31 and 1 set: the answer has bits 0 and 30 set.
    makeCase(2 ** 31 + 2),
  ];
};

export default largeTestCases;
