import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

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

const makeCase = (prices: number[]): SeedTestCase => ({
  input: toInput(prices),
  output: `${solve(prices)}\n`,
});

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the largest profit of one buy followed by one later sell (0 if no profit is possible).
    int maxProfit(vector<int>& prices) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> prices(n);
    for (int& x : prices) cin >> x;

    Solution solution;
    cout << solution.maxProfit(prices) << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // Returns the largest profit of one buy followed by one later sell (0 if no profit is possible).
    public int maxProfit(int[] prices) {
${body}
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        in.nextToken();
        int n = (int) in.nval;
        int[] prices = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            prices[i] = (int) in.nval;
        }

        out.println(new Solution().maxProfit(prices));
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * Returns the largest profit of one buy followed by one later sell (0 if no profit is possible).
 * @param {number[]} prices
 * @return {number}
 */
function maxProfit(prices) {
${body}
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const prices = new Array(n);
  for (let i = 0; i < n; i++) prices[i] = Number(tokens[pos++]);

  process.stdout.write(String(maxProfit(prices)) + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return 0;`;

const cppSolution = `        int minPrice = INT_MAX; // cheapest day seen so far
        int best = 0;
        for (int p : prices) {
            if (p < minPrice) minPrice = p;                       // a better day to buy
            else best = max(best, p - minPrice);                  // try selling today
        }
        return best;`;

const javaStart = `        // Write your code here
        return 0;`;

const javaSolution = `        int minPrice = Integer.MAX_VALUE; // cheapest day seen so far
        int best = 0;
        for (int p : prices) {
            if (p < minPrice) minPrice = p;                       // a better day to buy
            else best = Math.max(best, p - minPrice);             // try selling today
        }
        return best;`;

const jsStart = `  // Write your code here
  return 0;`;

const jsSolution = `  let minPrice = Infinity; // cheapest day seen so far
  let best = 0;
  for (const p of prices) {
    if (p < minPrice) minPrice = p;                 // a better day to buy
    else best = Math.max(best, p - minPrice);       // try selling today
  }
  return best;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'best-time-to-buy-and-sell-stock',
  title: 'Best Time to Buy and Sell Stock',
  difficulty: 'easy',
  tags: 'Array',
  description: [
    'You track the price of one share over `n` consecutive days: `prices[d]` is the price on day `d`. You may make at most one trade: buy a single share on some day and sell it on a strictly later day. What is the largest profit you can make?',
    'Implement the function `maxProfit`. It receives the list of prices and returns the best possible profit `prices[sell] - prices[buy]` with `buy < sell`. If every possible trade would lose money or break even, do not trade at all and return `0`. The starter program already reads the input and prints your answer.',
    'Input: The first line contains an integer `n`, the number of days. The second line contains `n` space-separated integers `prices[0] prices[1] ... prices[n-1]`.',
    'Output: Print a single integer, the maximum profit (which is never negative).',
    'Constraints: `1 <= n <= 10^5` (there is always at least one day). `0 <= prices[d] <= 10^4` for every day `d`.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '6\n8 3 6 1 5 4\n',
      output: '4\n',
      explanation:
        'Buying on day 3 at price 1 and selling on day 4 at price 5 earns 4. Buying at 3 and selling at 6 earns only 3, and the price 8 on day 0 is never followed by anything higher.',
    },
    {
      input: '5\n4 11 1 3 2\n',
      output: '7\n',
      explanation:
        'The cheapest price, 1 on day 2, is only followed by prices up to 3, a profit of 2. Buying on day 0 at 4 and selling on day 1 at 11 earns 7, so the lowest price is not always the best day to buy.',
    },
  ],
  hiddenTestCases: [
    // prices never rise: the answer is 0
    makeCase([10, 8, 8, 2]),
    // a single day: no trade possible
    makeCase([5]),
    // strictly decreasing
    makeCase([9, 7, 5, 3, 1]),
    // strictly increasing: buy first day, sell last day
    makeCase([1, 2, 3, 4, 5]),
    // all equal
    makeCase([3, 3, 3, 3]),
    // global minimum comes after the global maximum
    makeCase([2, 9, 1, 4, 1, 5]),
    // a later, lower minimum gives the best trade
    makeCase([3, 8, 1, 2, 3, 4, 7]),
    // extremes of the constraints
    makeCase([0, 10000]),
    makeCase([10000, 0]),
    // zeros and repeated values
    makeCase([0, 0, 0, 1, 0, 0]),
  ],
  largeTestCases: () => {
    const rng = createRng(0x2505_0002);
    const cases: SeedTestCase[] = [];
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
        'A trade is a pair of days (buy, sell) with buy before sell.',
        'Try every such pair and keep the largest difference.',
      ],
      steps: [
        'Set `best = 0`.',
        'For every `buy` from `0` to `n - 1`, and every `sell` from `buy + 1` to `n - 1`, compute `prices[sell] - prices[buy]`.',
        'Update `best` whenever that difference is larger.',
        'Return `best`.',
      ],
      complexities: ['O(n^2)', 'O(1)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'If you buy on day `d`, the best moment to sell is the highest price on any later day.',
        'A suffix-maximum array stores that highest later price for every day.',
      ],
      steps: [
        'Build `bestAfter` where `bestAfter[d]` is the maximum of `prices[d+1..n-1]`, filling it from right to left.',
        'For each day `d` with a later day, compute `bestAfter[d] - prices[d]`.',
        'Return the largest of these values, or `0` if none is positive.',
      ],
      complexities: ['O(n)', 'O(n)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Flip the view: if you sell on day `d`, the best buy is the cheapest price before it.',
        'That cheapest price can be carried along in a single variable while scanning left to right.',
      ],
      steps: [
        'Set `minPrice` to infinity and `best = 0`.',
        'For each price `p` in order: if `p < minPrice`, set `minPrice = p`.',
        'Otherwise update `best = max(best, p - minPrice)`: this is selling today after buying at the cheapest earlier day.',
        'Return `best` after the scan.',
      ],
      complexities: ['O(n)', 'O(1)'],
    },
  ],
};

export default problem;
