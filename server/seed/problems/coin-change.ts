import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

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

const makeCase = (coins: number[], amount: number): SeedTestCase => ({
  input: coinInput(coins, amount),
  output: `${fewestCoins(coins, amount)}\n`,
});

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the fewest coins that add up to amount, or -1 if it cannot be done.
    int coinChange(vector<int>& coins, int amount) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0, amount = 0;
    cin >> n >> amount;
    vector<int> coins(n);
    for (int i = 0; i < n; i++) cin >> coins[i];

    Solution solution;
    cout << solution.coinChange(coins, amount) << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // Returns the fewest coins that add up to amount, or -1 if it cannot be done.
    public int coinChange(int[] coins, int amount) {
${body}
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int amount = (int) in.nval;
        int[] coins = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            coins[i] = (int) in.nval;
        }

        Solution solution = new Solution();
        out.println(solution.coinChange(coins, amount));
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * Returns the fewest coins that add up to amount, or -1 if it cannot be done.
 * @param {number[]} coins
 * @param {number} amount
 * @return {number}
 */
function coinChange(coins, amount) {
${body}
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const nextInt = () => parseInt(tokens[pos++], 10);

  const n = nextInt();
  const amount = nextInt();
  const coins = [];
  for (let i = 0; i < n; i++) coins.push(nextInt());

  process.stdout.write(String(coinChange(coins, amount)) + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return 0;`;

const cppSolution = `        // dp[x] = fewest coins that make exactly x; INF marks "not reachable yet".
        const int INF = amount + 1;
        vector<int> dp(amount + 1, INF);
        dp[0] = 0;
        for (int x = 1; x <= amount; x++) {
            for (int c : coins) {
                // Use coin c last: the rest, x - c, must be made optimally.
                if (c <= x && dp[x - c] + 1 < dp[x]) dp[x] = dp[x - c] + 1;
            }
        }
        return dp[amount] >= INF ? -1 : dp[amount];`;

const javaStart = `        // Write your code here
        return 0;`;

const javaSolution = `        // dp[x] = fewest coins that make exactly x; INF marks "not reachable yet".
        final int INF = amount + 1;
        int[] dp = new int[amount + 1];
        Arrays.fill(dp, INF);
        dp[0] = 0;
        for (int x = 1; x <= amount; x++) {
            for (int c : coins) {
                // Use coin c last: the rest, x - c, must be made optimally.
                if (c <= x && dp[x - c] + 1 < dp[x]) dp[x] = dp[x - c] + 1;
            }
        }
        return dp[amount] >= INF ? -1 : dp[amount];`;

const jsStart = `  // Write your code here
  return 0;`;

const jsSolution = `  // dp[x] = fewest coins that make exactly x; INF marks "not reachable yet".
  const INF = amount + 1;
  const dp = new Int32Array(amount + 1).fill(INF);
  dp[0] = 0;
  for (let x = 1; x <= amount; x++) {
    for (const c of coins) {
      // Use coin c last: the rest, x - c, must be made optimally.
      if (c <= x && dp[x - c] + 1 < dp[x]) dp[x] = dp[x - c] + 1;
    }
  }
  return dp[amount] >= INF ? -1 : dp[amount];`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'coin-change',
  title: 'Coin Change',
  difficulty: 'medium',
  tags: 'DP',
  description: [
    'A cash register holds coins of `n` denominations, and it has an unlimited number of coins of each denomination. You need to pay out exactly `amount` using as few coins as possible.',
    'Implement the function `coinChange`, which receives the denominations and the amount and returns the smallest number of coins whose values add up to exactly `amount`. If no combination of coins adds up to `amount`, return `-1`. Paying an amount of `0` needs no coins at all. The starter program already reads the input and prints the value you return.',
    'Input: The first line contains two integers `n` and `amount`. The second line contains `n` integers, the coin denominations. The same denomination may be listed more than once.',
    'Output: Print a single integer: the minimum number of coins, or `-1` if the amount cannot be paid exactly.',
    'Constraints: `1 <= n <= 100`, `1 <= coin value <= 10^4`, `0 <= amount <= 10^4`.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '3 11\n1 2 5\n',
      output: '3\n',
      explanation: '11 = 5 + 5 + 1 uses three coins. No two coins from {1, 2, 5} add up to 11, so 3 is the minimum.',
    },
    {
      input: '1 3\n2\n',
      output: '-1\n',
      explanation: 'Any number of 2-coins adds up to an even total, so the odd amount 3 can never be paid.',
    },
    {
      input: '3 6\n1 3 4\n',
      output: '2\n',
      explanation:
        'Always grabbing the largest coin gives 4 + 1 + 1, which is three coins. Paying 3 + 3 needs only two, so greedy choices do not always work.',
    },
  ],
  hiddenTestCases: [
    // amount 0 needs no coins
    { input: '1 0\n1\n', output: '0\n' },
    // smallest non-trivial case
    { input: '1 1\n1\n', output: '1\n' },
    // only even coins, odd amount
    { input: '2 7\n2 4\n', output: '-1\n' },
    // a single coin equal to the amount
    { input: '1 10000\n10000\n', output: '1\n' },
    // the only coin is larger than the amount
    { input: '1 9999\n10000\n', output: '-1\n' },
    // greedy would use 25 + 1 + 1 + 1 + 1 + 1 (six coins); 15 + 15 is better
    { input: '3 30\n25 1 15\n', output: '2\n' },
    // repeated denominations
    { input: '4 12\n3 3 7 5\n', output: '2\n' },
    // 29 is the largest amount that 6, 10 and 15 cannot make
    { input: '3 29\n6 10 15\n', output: '-1\n' },
    // a large amount that needs many coins
    { input: '3 9999\n6 10 15\n', output: '669\n' },
    { input: '3 10000\n7 13 29\n', output: '348\n' },
    // all coins too large
    { input: '3 10000\n9973 9967 9949\n', output: '-1\n' },
  ],
  largeTestCases: () => {
    const rng = createRng(0xc01_2c4a);
    const cases: SeedTestCase[] = [];
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
  },
  startCode: [
    { language: 'c++', initialCode: cppProgram(cppStart) },
    { language: 'java', initialCode: javaProgram(javaStart) },
    { language: 'javascript', initialCode: jsProgram(jsStart) },
  ],
  referenceSolution: [
    { language: 'c++', completeCode: cppProgram(cppSolution) },
    { language: 'java', completeCode: javaProgram(javaSolution) },
    { language: 'javascript', completeCode: jsProgram(jsSolution) },
  ],
  Aprouch: [
    {
      name: 'Brute Force',
      concept: [
        'Whatever the best payment is, some coin is handed out last.',
        'Try every coin as the last one and solve the smaller remaining amount recursively.',
        'Without remembering results, the same remainders are solved again and again.',
      ],
      steps: [
        'Define `best(x)`: return `0` when `x == 0` and "impossible" when `x < 0`.',
        'Otherwise try every coin `c` and take `1 + best(x - c)` over all possible results.',
        'If no coin leads to a possible result, `best(x)` is impossible.',
        'Answer `best(amount)`, printing `-1` for impossible.',
      ],
      complexities: ['O(n^amount)', 'O(amount)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'The recursion only ever asks about amounts from `0` to `amount`.',
        'Memoize `best(x)` so each remainder is solved once.',
      ],
      steps: [
        'Keep an array `memo` of size `amount + 1`, initially "unknown".',
        'In `best(x)`, return `memo[x]` if it is known; otherwise compute it as in the brute force and store it.',
        'Each state loops over `n` coins once, giving `amount * n` work in total.',
        'The recursion can be `amount` calls deep, which is a risk for the call stack.',
      ],
      complexities: ['O(n*amount)', 'O(amount)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Fill the same table bottom-up, from small amounts to large, with no recursion.',
        '`dp[x] = 1 + min(dp[x - c])` over all coins `c <= x`.',
      ],
      steps: [
        'Create `dp` of size `amount + 1` filled with `amount + 1` (acts as infinity), and set `dp[0] = 0`.',
        'For each `x` from `1` to `amount`, and each coin `c <= x`, set `dp[x] = min(dp[x], dp[x - c] + 1)`.',
        'If `dp[amount]` is still `amount + 1`, return `-1`; otherwise return `dp[amount]`.',
      ],
      complexities: ['O(n*amount)', 'O(amount)'],
    },
  ],
};

export default problem;
