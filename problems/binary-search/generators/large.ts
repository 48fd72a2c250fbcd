/**
 * Generator of the large secret test cases of "Binary Search" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * The first case has 10^5 values and 10^5 queries that a scan from the left finds only at the end
 * of the array or not at all, so scanning for each query (about 10^10 steps) cannot finish in time,
 * while 10^5 binary searches take about 1.7 * 10^6 steps.
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

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4606_0001);
  const cases: GeneratedCase[] = [];
  const n = 100000;
  const q = 100000;
  const B = 1000000000;

  // 1) The values 0 .. n-1 (compact), queries at the right end of the array or missing (below, above
  //    the range): a scan from the left walks (nearly) the whole array for every query.
  {
    const nums = Array.from({ length: n }, (_, i) => i);
    const pick = (): number => {
      const r = rng.int(0, 3);
      return r < 2 ? n - 1 - rng.int(0, 50) : r === 2 ? -rng.int(1, 9) : n + rng.int(0, 9);
    };
    cases.push(makeCase(nums, Array.from({ length: q }, pick)));
  }

  // 2) Random values over the whole range (fewer of them, to keep the files small); half of the
  //    queries are values of the array.
  {
    const m = 50000;
    const nums = distinctSorted(rng, m, -B, B);
    cases.push(makeCase(nums, Array.from({ length: 20000 }, () => (rng.int(0, 1) === 0 ? nums[rng.int(0, m - 1)]! : rng.int(-B, B)))));
  }

  return cases;
};

export default largeTestCases;
