/**
 * Generator of the large secret test cases of "Reverse Linked List" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin for one list: its length, then its values on the next line (empty line when there are none). */
const listInput = (values: number[]): string => `${values.length}\n${values.join(' ')}\n`;

/** Expected stdout: the reversed values on one line; an empty list prints an empty line. */
const reversedOutput = (values: number[]): string => `${[...values].reverse().join(' ')}\n`;

const makeCase = (values: number[]): GeneratedCase => ({
  input: listInput(values),
  output: reversedOutput(values),
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_1001);
  const cases: GeneratedCase[] = [];

  // Maximum size with random values.
  const random: number[] = [];
  for (let i = 0; i < 200000; i++) random.push(rng.int(-100000, 100000));
  cases.push(makeCase(random));

  // Long non-decreasing list with many repeated values: reversal makes it non-increasing.
  const increasing: number[] = [];
  let v = -100000;
  for (let i = 0; i < 150000; i++) {
    v += rng.int(0, 1);
    increasing.push(v);
  }
  cases.push(makeCase(increasing));

  return cases;
};

export default largeTestCases;
