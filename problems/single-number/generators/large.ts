/**
 * Generator of the large secret test cases of "Single Number" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const MAX = 1000000000;

/** Counts occurrences and returns the value seen once (independent of the XOR trick). */
const single = (nums: number[]): number => {
  const count = new Map<number, number>();
  for (const x of nums) count.set(x, (count.get(x) ?? 0) + 1);
  const once = [...count].filter(([, c]) => c === 1);
  if (once.length !== 1 || [...count.values()].some((c) => c > 2)) throw new Error('single-number: malformed case');
  return once[0]![0];
};

const makeCase = (nums: number[]): GeneratedCase => ({
  input: `${nums.length}\n${nums.join(' ')}\n`,
  output: `${single(nums)}\n`,
});

/** `count` distinct random values in [-limit, limit] (by default [-MAX, MAX]). */
const distinctValues = (count: number, rng: Rng, limit = MAX): number[] => {
  const seen = new Set<number>();
  while (seen.size < count) seen.add(rng.int(-limit, limit));
  return [...seen];
};

/** Fisher-Yates shuffle driven by the seeded generator. */
const shuffle = <T>(arr: T[], rng: Rng): T[] => {
  for (let i = arr.length - 1; i > 0; i--) {
    const k = rng.int(0, i);
    [arr[i], arr[k]] = [arr[k]!, arr[i]!];
  }
  return arr;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x005b_0001);
  const cases: GeneratedCase[] = [];
  const pairs = 149999; // n = 2 * pairs + 1 = 299999

  // 1) Each value's partner sits half the array away, and the single value comes last; values of at
  //    most six digits keep the file small.
  {
    const v = distinctValues(pairs + 1, rng, 200000);
    const half = v.slice(0, pairs);
    cases.push(makeCase([...half, ...half, v[pairs]!]));
  }

  // 2) Everything shuffled, values over the whole range (a shorter array).
  {
    const p = 10000;
    const v = distinctValues(p + 1, rng);
    cases.push(makeCase(shuffle([...v.slice(0, p), ...v.slice(0, p), v[p]!], rng)));
  }

  return cases;
};

export default largeTestCases;
