/**
 * Generator of the large secret test cases of "Merge k Sorted Lists" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin for k lists: the count k, then each list as its length followed by its values (empty line when there are none). */
const listsInput = (lists: number[][]): string =>
  `${lists.length}\n` + lists.map((values) => `${values.length}\n${values.join(' ')}\n`).join('');

/** A test case built from sorted lists; the expected output is all values in non-decreasing order. */
const makeCase = (lists: number[][]): GeneratedCase => ({
  input: listsInput(lists),
  output: `${lists.flat().sort((x, y) => x - y).join(' ')}\n`,
});

/** Builds one sorted list of random values in [lo, hi] for every requested length. */
const sortedLists = (rng: ReturnType<typeof createRng>, lengths: number[], lo: number, hi: number): number[][] =>
  lengths.map((len) => {
    const values: number[] = [];
    for (let i = 0; i < len; i++) values.push(rng.int(lo, hi));
    return values.sort((x, y) => x - y);
  });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_3003);
  const cases: GeneratedCase[] = [];

  // 1000 lists sharing 2 * 10^5 nodes at random.
  {
    const lengths = new Array<number>(1000).fill(0);
    for (let i = 0; i < 200000; i++) {
      const idx = rng.int(0, lengths.length - 1);
      lengths[idx] = (lengths[idx] ?? 0) + 1;
    }
    cases.push(makeCase(sortedLists(rng, lengths, -100000, 100000)));
  }

  // The maximum number of lists (10^4), each short, some empty: about 1.95 * 10^5 nodes.
  {
    const lengths: number[] = [];
    for (let i = 0; i < 10000; i++) lengths.push(rng.int(0, 39));
    cases.push(makeCase(sortedLists(rng, lengths, -100000, 100000)));
  }

  // Skewed sizes: one list with 10^5 nodes and 500 small lists that add at most 99 500 more nodes.
  {
    const lengths: number[] = [100000];
    for (let i = 0; i < 500; i++) lengths.push(rng.int(0, 199));
    cases.push(makeCase(sortedLists(rng, lengths, -100000, 100000)));
  }

  return cases;
};

export default largeTestCases;
