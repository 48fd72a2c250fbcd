/**
 * Generator of the large secret test cases of "Merge Two Sorted Lists" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin for one list: its length, then its values on the next line (empty line when there are none). */
const listInput = (values: number[]): string => `${values.length}\n${values.join(' ')}\n`;

/** A test case built from two sorted lists; the expected output is their sorted union. */
const makeCase = (a: number[], b: number[]): GeneratedCase => ({
  input: listInput(a) + listInput(b),
  output: `${[...a, ...b].sort((x, y) => x - y).join(' ')}\n`,
});

/** `n` random values in [lo, hi], sorted in non-decreasing order. */
const sortedRandom = (rng: ReturnType<typeof createRng>, n: number, lo: number, hi: number): number[] => {
  const values: number[] = [];
  for (let i = 0; i < n; i++) values.push(rng.int(lo, hi));
  return values.sort((x, y) => x - y);
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_2002);
  return [
    // Both lists at maximum size with heavily interleaved random values.
    makeCase(sortedRandom(rng, 100000, -100000, 100000), sortedRandom(rng, 100000, -100000, 100000)),
    // Very unbalanced sizes.
    makeCase(sortedRandom(rng, 100000, -100000, 100000), sortedRandom(rng, 3, -100000, 100000)),
    // Non-overlapping ranges: the whole of list2 comes before list1.
    makeCase(sortedRandom(rng, 100000, 1, 100000), sortedRandom(rng, 100000, -100000, 0)),
  ];
};

export default largeTestCases;
