/**
 * Generator of the large secret test cases of "Best Time to Buy and Sell Stock" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: the number of days, then the prices on the next line. */
const toInput = (prices: number[]): string => `${prices.length}\n${prices.join(' ')}\n`;

/** One pass keeping the cheapest price seen so far. */
const solve = (prices: number[]): number => {
  let minPrice = Infinity;
  let best = 0;
  for (const p of prices) {
    if (p < minPrice) minPrice = p;
    else if (p - minPrice > best) best = p - minPrice;
  }
  return best;
};

const makeCase = (prices: number[]): GeneratedCase => ({
  input: toInput(prices),
  output: `${solve(prices)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x2505_0002);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) Random prices over the full range.
  const random: number[] = [];
  for (let i = 0; i < n; i++) random.push(rng.int(0, 10000));
  cases.push(makeCase(random));

  // 2) Non-increasing prices: the answer is 0.
  const falling: number[] = [];
  let v = 10000;
  for (let i = 0; i < n; i++) {
    if (v > 0 && rng.next() < 0.1) v--;
    falling.push(v);
  }
  cases.push(makeCase(falling));

  // 3) Slow random walk with small steps: the best trade spans a long stretch of days.
  const walk: number[] = [];
  let w = 5000;
  for (let i = 0; i < n; i++) {
    w = Math.min(10000, Math.max(0, w + rng.int(-3, 3)));
    walk.push(w);
  }
  cases.push(makeCase(walk));

  return cases;
};

export default largeTestCases;
