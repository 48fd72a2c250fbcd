/**
 * Generator of the large secret test cases of "Search in Rotated Sorted Array" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * The first case has 10^5 values and 10^5 queries that all miss, so scanning the array for each query
 * (about 10^10 steps) cannot finish in time, while 10^5 binary searches take a few million steps.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/** stdin: n, the values, q, the queries. */
const toInput = (nums: number[], queries: number[]): string => `${nums.length}\n${nums.join(' ')}\n${queries.length}\n${queries.join(' ')}\n`;

/** An independent check: a map from value to index. */
const makeCase = (nums: number[], queries: number[]): GeneratedCase => {
  const index = new Map<number, number>();
  nums.forEach((v, i) => index.set(v, i));
  return { input: toInput(nums, queries), output: `${queries.map((q) => index.get(q) ?? -1).join(' ')}\n` };
};

/** n distinct values in [lo, hi], increasing. */
const distinctSorted = (rng: Rng, n: number, lo: number, hi: number): number[] => {
  const set = new Set<number>();
  while (set.size < n) set.add(rng.int(lo, hi));
  return [...set].sort((a, b) => a - b);
};

/** The sorted array rotated so that it starts at index k of the sorted order. */
const rotate = (sorted: number[], k: number): number[] => [...sorted.slice(k), ...sorted.slice(0, k)];

/** Queries: about `hit` of them values of the array, the others random values of [lo, hi]. */
const queriesFor = (rng: Rng, nums: number[], q: number, hit: number, lo: number, hi: number): number[] =>
  Array.from({ length: q }, () => (rng.next() < hit ? nums[rng.int(0, nums.length - 1)]! : rng.int(lo, hi)));

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4607_0001);
  const cases: GeneratedCase[] = [];
  const n = 100000;
  const q = 100000;
  const B = 1000000000;

  // 1) Rotated by 1 (the smallest value last); every query is a value between two of the array's, so
  //    misses: a scan walks the whole array for each of the 10^5 queries (compact values).
  {
    const nums = rotate(Array.from({ length: n }, (_, i) => 2 * i), 1);
    cases.push(makeCase(nums, Array.from({ length: q }, () => 2 * rng.int(-10, n + 10) + 1)));
  }

  // 2) Random values over the whole range, rotated at a random point; half of the queries hit
  //    (fewer values and queries, to keep the files small).
  {
    const m = 30000;
    const nums = rotate(distinctSorted(rng, m, -B, B), rng.int(1, m - 1));
    cases.push(makeCase(nums, queriesFor(rng, nums, 20000, 0.5, -B, B)));
  }

  return cases;
};

export default largeTestCases;
