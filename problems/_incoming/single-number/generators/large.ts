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

/** `count` distinct random values in [-MAX, MAX]. */
const distinctValues = (count: number, rng: Rng): number[] => {
  const seen = new Set<number>();
  while (seen.size < count) seen.add(rng.int(-MAX, MAX));
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

  // 1) Each value's partner sits half the array away, and the single value comes last.
  {
    const v = distinctValues(pairs + 1, rng);
    const half = v.slice(0, pairs);
    cases.push(makeCase([...half, ...half, v[pairs]!]));
  }

  // 2) Everything shuffled.
  {
    const v = distinctValues(pairs + 1, rng);
    cases.push(makeCase(shuffle([...v.slice(0, pairs), ...v.slice(0, pairs), v[pairs]!], rng)));
  }

  // 3) The single value first, then adjacent pairs.
  {
    const v = distinctValues(pairs + 1, rng);
    const nums = [v[pairs]!];
    for (let i = 0; i < pairs; i++) nums.push(v[i]!, v[i]!);
    cases.push(makeCase(nums));
  }

  // 4) The extremes: -10^9 is single, 10^9 and 0 are among the pairs; the pairs mirror each other.
  {
    const v = distinctValues(pairs - 2, rng).filter((x) => x !== -MAX && x !== MAX && x !== 0);
    const half = [MAX, 0, ...v].slice(0, pairs);
    cases.push(makeCase([...half, -MAX, ...half.reverse()]));
  }

  return cases;
};

export default largeTestCases;
