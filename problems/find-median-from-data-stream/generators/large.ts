/**
 * Generator of the large secret test cases of "Find Median from Data Stream" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** One call: `addNum` with its number, or `findMedian`. */
type Call = ['addNum', number] | ['findMedian'];

/** Half of the integer s with one decimal, by integer arithmetic: 7 → "3.5", -3 → "-1.5", 4 → "2.0". */
const half = (s: number): string => `${s < 0 ? '-' : ''}${Math.floor(Math.abs(s) / 2)}.${Math.abs(s) % 2 ? 5 : 0}`;

/**
 * Answers the calls with counts over the values' ranks (a Fenwick tree finds the t-th smallest value),
 * independent of the two heaps of the reference solutions.
 */
const makeCase = (calls: Call[]): GeneratedCase => {
  const sorted = [...new Set(calls.filter((c) => c[0] === 'addNum').map((c) => c[1] as number))].sort((a, b) => a - b);
  const rank = new Map(sorted.map((v, i) => [v, i + 1]));
  const m = sorted.length;
  const tree = new Array<number>(m + 1).fill(0);
  let top = 1;
  while (top * 2 <= m) top *= 2;
  // The t-th smallest value added so far (1-based).
  const smallest = (t: number): number => {
    let pos = 0;
    for (let step = top; step > 0; step >>= 1) {
      if (pos + step <= m && tree[pos + step]! < t) {
        pos += step;
        t -= tree[pos]!;
      }
    }
    return sorted[pos]!;
  };
  let n = 0;
  const results = ['null'];
  for (const c of calls) {
    if (c[0] === 'addNum') {
      for (let i = rank.get(c[1])!; i <= m; i += i & -i) tree[i]!++;
      n++;
      results.push('null');
    } else {
      const a = smallest(Math.floor((n + 1) / 2));
      const b = smallest(Math.floor(n / 2) + 1);
      results.push(half(a + b));
    }
  }
  const names = ['MedianFinder', ...calls.map((c) => c[0])];
  const args = [[], ...calls.map((c) => (c[0] === 'addNum' ? [c[1]] : []))];
  return {
    input: `${JSON.stringify(names)}\n${JSON.stringify(args)}\n`,
    output: `[${results.join(',')}]\n`,
  };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_3201);
  const cases: GeneratedCase[] = [];
  const LIMIT = 1000000000;

  // A median after every number, over the whole range of values: sorting all numbers for each
  // query is O(n^2 log n). Sized to keep the file small rather than to use all 2 * 10^5 calls.
  const alternating: Call[] = [];
  for (let i = 0; i < 20000; i++) alternating.push(['addNum', rng.int(-LIMIT, LIMIT)], ['findMedian']);
  cases.push(makeCase(alternating));

  // Small values (-999..999: repeats, medians ending in .5 around zero and negatives): all
  // numbers first, then many medians of the whole stream, each one a sort of 4 * 10^4 numbers for the brute force.
  const small: Call[] = [];
  for (let i = 0; i < 40000; i++) small.push(['addNum', rng.int(-999, 999)]);
  for (let i = 0; i < 20000; i++) {
    if (rng.int(0, 9) === 0) small.push(['addNum', rng.int(-999, 999)]);
    small.push(['findMedian']);
  }
  cases.push(makeCase(small));

  return cases;
};

export default largeTestCases;
