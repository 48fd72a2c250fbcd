/**
 * Generator of the large secret test cases of "Two Sum II - Input Array Is Sorted" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/**
 * Hash map of counts and first positions (independent of the two pointers, ignores the order): checks
 * that exactly one pair sums to target and returns its 1-based positions.
 */
const solve = (a: number[], target: number): [number, number] => {
  const count = new Map<number, number>();
  let pairs = 0;
  let answer: [number, number] | null = null;
  const first = new Map<number, number>();
  a.forEach((v, j) => {
    const c = count.get(target - v) ?? 0;
    if (c > 0) {
      pairs += c;
      answer = [first.get(target - v)! + 1, j + 1];
    }
    count.set(v, (count.get(v) ?? 0) + 1);
    if (!first.has(v)) first.set(v, j);
  });
  if (pairs !== 1 || answer === null) throw new Error(`two-sum-ii: ${pairs} pairs instead of exactly one`);
  return answer;
};

const makeCase = (a: number[], target: number): GeneratedCase => {
  const [i, j] = solve(a, target);
  return { input: `${a.length}\n${a.join(' ')}\n${target}\n`, output: `${i} ${j}\n` };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a7_0001);
  const cases: GeneratedCase[] = [];

  // 1) 2 * 10^5 even values from -98 to 96 (many copies), then 98 and 99 once each, target 197:
  //    only the last two positions pair up, so trying every pair is quadratic.
  {
    const a = Array.from({ length: 199998 }, () => 2 * rng.int(-49, 48)).sort((x, y) => x - y);
    a.push(98, 99);
    cases.push(makeCase(a, 197));
  }

  // 2) The mirror image: -99 and -98 once each at the start, then many even values; target -197.
  {
    const a = Array.from({ length: 99998 }, () => 2 * rng.int(-48, 49)).sort((x, y) => x - y);
    cases.push(makeCase([-99, -98, ...a], -197));
  }

  // 3) 50000 distinct random values over the whole range; the pair is spread apart inside the array.
  {
    const set = new Set<number>();
    while (set.size < 50000) set.add(rng.int(-1000000000, 1000000000));
    const a = [...set].sort((x, y) => x - y);
    for (;;) {
      const i = rng.int(0, 24999);
      const j = rng.int(25000, 49999);
      const target = a[i]! + a[j]!;
      if (Math.abs(target) > 1000000000) continue;
      try {
        cases.push(makeCase(a, target));
        break;
      } catch {
        // another pair has the same sum: pick again
      }
    }
  }

  return cases;
};

export default largeTestCases;
