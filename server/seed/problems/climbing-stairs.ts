import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

const MOD = 1_000_000_007;

/** Number of ways to climb n steps with moves of 1 or 2, modulo 10^9 + 7. */
const countWays = (n: number): number => {
  let prev = 1; // ways(0)
  let cur = 1; // ways(1)
  for (let i = 2; i <= n; i++) {
    const next = (prev + cur) % MOD;
    prev = cur;
    cur = next;
  }
  return cur;
};

const makeCase = (n: number): SeedTestCase => ({ input: `${n}\n`, output: `${countWays(n)}\n` });

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    static const int MOD = 1000000007;

    // Returns the number of ways to climb n steps, modulo MOD.
    int climbStairs(int n) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;

    Solution solution;
    cout << solution.climbStairs(n) << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    static final int MOD = 1000000007;

    // Returns the number of ways to climb n steps, modulo MOD.
    public int climbStairs(int n) {
${body}
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());

        Solution solution = new Solution();
        out.println(solution.climbStairs(n));
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`const MOD = 1000000007;

/**
 * Returns the number of ways to climb n steps, modulo MOD.
 * @param {number} n
 * @return {number}
 */
function climbStairs(n) {
${body}
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const n = parseInt(data.trim(), 10);

  process.stdout.write(String(climbStairs(n)) + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return 0;`;

const cppSolution = `        // prev = ways(i - 2), cur = ways(i - 1); ways(0) = ways(1) = 1.
        long long prev = 1, cur = 1;
        for (int i = 2; i <= n; i++) {
            long long next = (prev + cur) % MOD; // last move was 2 steps or 1 step
            prev = cur;
            cur = next;
        }
        return (int)cur;`;

const javaStart = `        // Write your code here
        return 0;`;

const javaSolution = `        // prev = ways(i - 2), cur = ways(i - 1); ways(0) = ways(1) = 1.
        long prev = 1, cur = 1;
        for (int i = 2; i <= n; i++) {
            long next = (prev + cur) % MOD; // last move was 2 steps or 1 step
            prev = cur;
            cur = next;
        }
        return (int) cur;`;

const jsStart = `  // Write your code here
  return 0;`;

const jsSolution = `  // prev = ways(i - 2), cur = ways(i - 1); ways(0) = ways(1) = 1.
  let prev = 1;
  let cur = 1;
  for (let i = 2; i <= n; i++) {
    const next = (prev + cur) % MOD; // last move was 2 steps or 1 step
    prev = cur;
    cur = next;
  }
  return cur;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'climbing-stairs',
  title: 'Climbing Stairs',
  difficulty: 'easy',
  tags: 'DP',
  description: [
    'You are at the bottom of a staircase with `n` steps. In one move you climb either `1` step or `2` steps. Two ways of climbing are different when their sequences of moves differ, so `1 + 2` and `2 + 1` count as two different ways.',
    'Implement the function `climbStairs`, which returns how many different ways there are to land exactly on the top step. The count grows very fast, so return it modulo `1000000007` (that is, `10^9 + 7`). The starter program already reads `n` and prints the value you return.',
    'Input: A single line with one integer `n`, the number of steps.',
    'Output: Print a single integer: the number of different ways to reach the top, modulo `1000000007`.',
    'Constraints: `1 <= n <= 10^6`.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '2\n',
      output: '2\n',
      explanation: 'Either take two single steps (1 + 1) or one double step (2). That is 2 ways.',
    },
    {
      input: '4\n',
      output: '5\n',
      explanation:
        'The five ways are 1+1+1+1, 1+1+2, 1+2+1, 2+1+1 and 2+2. Notice that the order of the moves matters.',
    },
    {
      input: '45\n',
      output: '836311896\n',
      explanation:
        'There are 1836311903 ways to climb 45 steps. That is larger than 1000000007, so the answer is 1836311903 - 1000000007 = 836311896.',
    },
  ],
  hiddenTestCases: [
    // the smallest staircase
    { input: '1\n', output: '1\n' },
    { input: '3\n', output: '3\n' },
    { input: '5\n', output: '8\n' },
    { input: '10\n', output: '89\n' },
    // the exact count still fits in a 32-bit signed integer, but is already above the modulus
    { input: '44\n', output: '134903163\n' },
    // the exact count no longer fits in a 32-bit signed integer
    { input: '46\n', output: '971215059\n' },
    { input: '100\n', output: '782204094\n' },
    { input: '1000\n', output: '107579939\n' },
    { input: '123456\n', output: '121341177\n' },
  ],
  largeTestCases: () => {
    const rng = createRng(0x57a1_2501);
    return [
      // the largest allowed staircase
      makeCase(1000000),
      // a random size close to the limit
      makeCase(rng.int(900000, 999999)),
    ];
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
        'Look at the last move: it climbed either 1 step or 2 steps.',
        'So `ways(n) = ways(n - 1) + ways(n - 2)`, with `ways(0) = ways(1) = 1`.',
        'Plain recursion recomputes the same smaller staircases over and over.',
      ],
      steps: [
        'If `n <= 1`, return `1`.',
        'Otherwise return `(climb(n - 1) + climb(n - 2)) % MOD`.',
        'The number of calls roughly doubles with every extra step, so this only works for tiny `n`.',
      ],
      complexities: ['O(2^n)', 'O(n)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'Each `ways(i)` depends only on smaller staircases, so compute them from the bottom up.',
        'Store every value in a table so each one is computed exactly once.',
      ],
      steps: [
        'Create an array `dp` of size `n + 1` with `dp[0] = dp[1] = 1`.',
        'For `i` from `2` to `n`, set `dp[i] = (dp[i - 1] + dp[i - 2]) % MOD`.',
        'Return `dp[n]`.',
      ],
      complexities: ['O(n)', 'O(n)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'The recurrence only looks two values back, so the table is unnecessary.',
        'Keep just the last two counts and roll them forward.',
      ],
      steps: [
        'Start with `prev = 1` (for 0 steps) and `cur = 1` (for 1 step).',
        'For `i` from `2` to `n`: `next = (prev + cur) % MOD`, then `prev = cur` and `cur = next`.',
        'Return `cur`. Taking the modulus at every step keeps the numbers small enough for 64-bit (or double) arithmetic.',
      ],
      complexities: ['O(n)', 'O(1)'],
    },
  ],
};

export default problem;
