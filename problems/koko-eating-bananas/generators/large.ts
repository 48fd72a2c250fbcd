/**
 * Generator of the large secret test cases of "Koko Eating Bananas" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * The answers are large (10^5 and more) with 10^5 piles, so trying the speeds 1, 2, 3, ... one by one
 * takes over 10^10 steps, while a binary search over the speed takes about 30 passes over the piles.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/** stdin: n, the piles, then h. */
const toInput = (piles: number[], h: number): string => `${piles.length}\n${piles.join(' ')}\n${h}\n`;

/** Hours needed at speed k (exact in doubles: at most 10^5 * 10^9 < 2^53). */
const hoursAt = (piles: number[], k: number): number => {
  let total = 0;
  for (const p of piles) total += Math.ceil(p / k);
  return total;
};

/**
 * An independent check: the answer lies between ceil(sum / h) (no speed below it can eat everything in h
 * hours) and max; a galloping search up from the lower bound, then a binary search in the last step.
 */
const solve = (piles: number[], h: number): number => {
  const sum = piles.reduce((a, b) => a + b, 0);
  let lo = Math.max(1, Math.ceil(sum / h)); // too slow below this
  if (hoursAt(piles, lo) <= h) return lo;
  let step = 1;
  let hi = lo + step;
  while (hoursAt(piles, hi) > h) {
    lo = hi;
    step *= 2;
    hi = lo + step;
  }
  // hoursAt(lo) > h >= hoursAt(hi)
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (hoursAt(piles, mid) <= h) hi = mid;
    else lo = mid;
  }
  return hi;
};

const makeCase = (piles: number[], h: number): GeneratedCase => ({ input: toInput(piles, h), output: `${solve(piles, h)}\n` });

const randomPiles = (rng: Rng, n: number, lo: number, hi: number): number[] => Array.from({ length: n }, () => rng.int(lo, hi));

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4608_0001);
  const cases: GeneratedCase[] = [];
  const n = 100000;
  const B = 1000000000;

  // 1) Random piles, h a random multiple of n: a speed in the millions.
  cases.push(makeCase(randomPiles(rng, n, 1, B), n * rng.int(100, 300)));

  // 2) h = n: one hour per pile, so the speed must be the largest pile.
  cases.push(makeCase(randomPiles(rng, n, 1, B), n));

  // 3) Every pile at the maximum and h = 10^9: each pile may take 10^4 hours, so the speed is 10^5.
  cases.push(makeCase(new Array<number>(n).fill(B), B));

  // 4) Small piles and one huge pile, plenty of hours: the huge pile alone decides the speed.
  {
    const piles = randomPiles(rng, n, 1, 1000);
    piles[rng.int(0, n - 1)] = B;
    cases.push(makeCase(piles, n + 4000));
  }

  // 5) Random piles with just a few hours more than piles: a speed close to the largest pile.
  cases.push(makeCase(randomPiles(rng, n, B / 2, B), n + 37));

  return cases;
};

export default largeTestCases;
