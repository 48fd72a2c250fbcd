/**
 * Generator of the large secret test cases of "Sum of Two Integers" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check: plain arithmetic addition, which
 * only the learners are asked to avoid).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const makeCase = (a: number, b: number): GeneratedCase => ({ input: `${a} ${b}\n`, output: `${a + b}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5017_0107);
  return [
    // 1000 + 24 = 1024: the carry runs from bit 3 all the way up to bit 10.
    makeCase(1000, 24),
    // A negative plus a larger positive: the carry runs off the top of the 32 bits.
    makeCase(-1, 1000),
    // Random pairs of every sign combination.
    makeCase(rng.int(1, 1000), rng.int(1, 1000)),
    makeCase(-rng.int(1, 1000), -rng.int(1, 1000)),
    makeCase(rng.int(1, 1000), -rng.int(1, 1000)),
    makeCase(-rng.int(1, 1000), rng.int(1, 1000)),
  ];
};

export default largeTestCases;
