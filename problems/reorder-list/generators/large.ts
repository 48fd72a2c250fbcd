/**
 * Generator of the large secret test cases of "Reorder List" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Position k of the result by formula (independent of the linked list): even k from the front, odd k from the back. */
const makeCase = (a: number[]): GeneratedCase => {
  const n = a.length;
  const out = Array.from({ length: n }, (_, k) => (k % 2 === 0 ? a[k / 2]! : a[n - 1 - (k - 1) / 2]!));
  return { input: `${n}\n${a.join(' ')}\n`, output: `${out.join(' ')}\n` };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00aa_0001);
  const cases: GeneratedCase[] = [];

  // 1) 2 * 10^5 one-digit values: walking to the tail for every move is quadratic.
  cases.push(makeCase(Array.from({ length: 200000 }, () => rng.int(0, 9))));

  // 2) An even length with values over the whole range.
  cases.push(makeCase(Array.from({ length: 50000 }, () => rng.int(0, 1000))));

  // 3) An odd length: 0, 1, 2, ... so the output shows every position clearly.
  cases.push(makeCase(Array.from({ length: 30001 }, (_, i) => i % 1001)));

  return cases;
};

export default largeTestCases;
