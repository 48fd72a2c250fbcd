/**
 * Generator of the large secret test cases of "Kth Largest Element in a Stream" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/**
 * Answers every add with a counting structure over the values' ranks (a Fenwick tree: find the
 * k-th largest by descending over counts), independent of the heap of the reference solutions.
 */
const makeCase = (k: number, nums: number[], adds: number[]): GeneratedCase => {
  const sorted = [...new Set([...nums, ...adds])].sort((a, b) => a - b);
  const rank = new Map(sorted.map((v, i) => [v, i + 1]));
  const m = sorted.length;
  const tree = new Array<number>(m + 1).fill(0);
  let total = 0;
  const insert = (v: number) => {
    for (let i = rank.get(v)!; i <= m; i += i & -i) tree[i]!++;
    total++;
  };
  // The t-th smallest value (1-based).
  const smallest = (t: number): number => {
    let pos = 0;
    let step = 1;
    while (step * 2 <= m) step *= 2;
    for (; step > 0; step >>= 1) {
      if (pos + step <= m && tree[pos + step]! < t) {
        pos += step;
        t -= tree[pos]!;
      }
    }
    return sorted[pos]!;
  };
  for (const v of nums) insert(v);
  const results = ['null'];
  for (const v of adds) {
    insert(v);
    results.push(String(smallest(total - k + 1)));
  }
  const names = ['KthLargest', ...adds.map(() => 'add')];
  const args = [[k, nums], ...adds.map((v) => [v])];
  return {
    input: `${JSON.stringify(names)}\n${JSON.stringify(args)}\n`,
    output: `[${results.join(',')}]\n`,
  };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_2801);
  const randoms = (n: number, lo: number, hi: number) => Array.from({ length: n }, () => rng.int(lo, hi));
  const cases: GeneratedCase[] = [];

  // k = 1 from an empty start, values over the whole range: sorting everything on every add is
  // quadratic (n^2 log n). Sized to keep the file small rather than to use all 10^5 calls.
  cases.push(makeCase(1, [], randoms(30000, -1000000000, 1000000000)));

  // A large k in the middle of the largest start with many repeated small values, then many adds:
  // each add is a sort of over 10^5 values for the brute force.
  cases.push(makeCase(50000, randoms(100000, -999, 999), randoms(20000, -999, 999)));

  // k = n: every new value is the largest so far, so the answer moves up on every add (smaller sizes).
  const k = 20000;
  const start = randoms(k - 1, -1000000000, 0);
  const rising = Array.from({ length: 10000 }, (_, i) => i * 10000 + rng.int(0, 9999));
  cases.push(makeCase(k, start, rising));

  return cases;
};

export default largeTestCases;
