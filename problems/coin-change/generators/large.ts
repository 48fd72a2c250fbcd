/**
 * Generator of the large secret test cases of "Coin Change" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** stdin: `n amount`, then the n coin values on one line. */
const coinInput = (coins: number[], amount: number): string => `${coins.length} ${amount}\n${coins.join(' ')}\n`;

/** Fewest coins summing to amount (unlimited supply of each), or -1. */
const fewestCoins = (coins: number[], amount: number): number => {
  const INF = amount + 1;
  const dp = new Int32Array(amount + 1).fill(INF);
  dp[0] = 0;
  for (let x = 1; x <= amount; x++) {
    for (const c of coins) if (c <= x && dp[x - c] + 1 < dp[x]) dp[x] = dp[x - c] + 1;
  }
  return dp[amount] >= INF ? -1 : dp[amount];
};

const makeCase = (coins: number[], amount: number): GeneratedCase => ({
  input: coinInput(coins, amount),
  output: `${fewestCoins(coins, amount)}\n`,
});

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xc01_2c4a);
  const cases: GeneratedCase[] = [];
  const pick = (count: number, lo: number, hi: number, step = 1): number[] => {
    const coins: number[] = [];
    for (let i = 0; i < count; i++) coins.push(rng.int(Math.ceil(lo / step), Math.floor(hi / step)) * step);
    return coins;
  };

  // 100 medium-sized coins, amount at the limit: the answer needs about a dozen coins.
  cases.push(makeCase(pick(100, 37, 997), 10000));
  // 100 even coins and an odd amount: impossible, but every sub-amount is still explored.
  cases.push(makeCase(pick(100, 2, 10000, 2), 9999));
  // 100 coins from the whole range with a random amount near the limit.
  cases.push(makeCase(pick(100, 1, 10000), rng.int(9000, 10000)));
  // 100 large multiples of 3 with an amount that is not: impossible.
  cases.push(makeCase(pick(100, 300, 3000, 3), 10000));

  return cases;
};

export default largeTestCases;
