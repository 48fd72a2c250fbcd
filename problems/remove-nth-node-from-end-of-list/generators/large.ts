/**
 * Generator of the large secret test cases of "Remove Nth Node From End of List" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** The answer on an array (independent of the linked list): drop index sz - n. */
const makeCase = (values: number[], n: number): GeneratedCase => {
  const rest = values.filter((_, i) => i !== values.length - n);
  return { input: `${values.length}\n${values.join(' ')}\n${n}\n`, output: `${rest.join(' ')}\n` };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a3_0001);
  const cases: GeneratedCase[] = [];

  // 1) 2 * 10^5 one-digit values, removing the middle node: probing n nodes ahead from every node is quadratic.
  cases.push(makeCase(Array.from({ length: 200000 }, () => rng.int(0, 9)), 100000));

  // 2) 10^5 nodes, n equal to the length: the head goes.
  cases.push(makeCase(Array.from({ length: 100000 }, () => rng.int(0, 9)), 100000));

  // 3) 30000 nodes over the whole value range, n = 1: the tail goes.
  cases.push(makeCase(Array.from({ length: 30000 }, () => rng.int(-100000, 100000)), 1));

  return cases;
};

export default largeTestCases;
