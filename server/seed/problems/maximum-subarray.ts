import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin: the length, then the values on the next line. */
const toInput = (nums: number[]): string => `${nums.length}\n${nums.join(' ')}\n`;

/**
 * Kadane's algorithm. All partial sums stay below 10^5 * 10^9 = 10^14 < 2^53,
 * so plain JavaScript numbers are exact here.
 */
const solve = (nums: number[]): number => {
  let best = -Infinity;
  let cur = 0;
  for (const v of nums) {
    cur = Math.max(v, cur + v);
    if (cur > best) best = cur;
  }
  return best;
};

const makeCase = (nums: number[]): SeedTestCase => ({
  input: toInput(nums),
  output: `${solve(nums)}\n`,
});

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the largest sum of a non-empty contiguous subarray.
    long long maxSubArray(vector<int>& nums) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;

    Solution solution;
    cout << solution.maxSubArray(nums) << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // Returns the largest sum of a non-empty contiguous subarray.
    public long maxSubArray(int[] nums) {
${body}
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        in.nextToken();
        int n = (int) in.nval;
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            nums[i] = (int) in.nval;
        }

        out.println(new Solution().maxSubArray(nums));
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * Returns the largest sum of a non-empty contiguous subarray.
 * (Every possible sum stays below 2^53, so ordinary numbers are exact.)
 * @param {number[]} nums
 * @return {number}
 */
function maxSubArray(nums) {
${body}
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const nums = new Array(n);
  for (let i = 0; i < n; i++) nums[i] = Number(tokens[pos++]);

  process.stdout.write(String(maxSubArray(nums)) + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return 0;`;

const cppSolution = `        long long best = LLONG_MIN; // best sum found so far
        long long cur = 0;          // best sum of a subarray ending at the current position
        for (int v : nums) {
            cur = max((long long)v, cur + v); // extend the previous run or start fresh here
            best = max(best, cur);
        }
        return best;`;

const javaStart = `        // Write your code here
        return 0;`;

const javaSolution = `        long best = Long.MIN_VALUE; // best sum found so far
        long cur = 0;               // best sum of a subarray ending at the current position
        for (int v : nums) {
            cur = Math.max(v, cur + v); // extend the previous run or start fresh here
            best = Math.max(best, cur);
        }
        return best;`;

const jsStart = `  // Write your code here
  return 0;`;

const jsSolution = `  let best = -Infinity; // best sum found so far
  let cur = 0;          // best sum of a subarray ending at the current position
  for (const v of nums) {
    cur = Math.max(v, cur + v); // extend the previous run or start fresh here
    if (cur > best) best = cur;
  }
  return best;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'maximum-subarray',
  title: 'Maximum Subarray',
  difficulty: 'medium',
  tags: 'Array',
  description: [
    'You are given an array `nums` of `n` integers, some of which may be negative. A subarray is a block of one or more neighbouring elements `nums[l], nums[l+1], ..., nums[r]` with `l <= r`. Among all subarrays, find the one whose elements add up to the largest total, and report that total.',
    'Implement the function `maxSubArray`. It receives the array and returns the largest subarray sum. The subarray must contain at least one element, so when every number is negative the answer is the largest (least negative) single element. The starter program already reads the input and prints your answer.',
    'Input: The first line contains an integer `n`. The second line contains `n` space-separated integers `nums[0] nums[1] ... nums[n-1]`.',
    'Output: Print a single integer, the maximum subarray sum.',
    'Constraints: `1 <= n <= 10^5` (the array is never empty). `-10^9 <= nums[i] <= 10^9` for every `i`. The answer can exceed the 32-bit range but always fits in a 64-bit signed integer, so use `long long` in C++ and `long` in Java.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '7\n3 -4 5 -1 2 -6 4\n',
      output: '6\n',
      explanation:
        'The block 5 -1 2 (positions 2 to 4) sums to 6. Extending it to the left adds 3 - 4 = -1, and extending it to the right adds -6 + 4 = -2, so both make it worse. No other block does better.',
    },
    {
      input: '3\n-8 -2 -5\n',
      output: '-2\n',
      explanation:
        'Every number is negative, so adding more elements only lowers the total. The best non-empty subarray is the single element -2.',
    },
  ],
  hiddenTestCases: [
    // minimum size, negative
    makeCase([-7]),
    // minimum size, zero
    makeCase([0]),
    // all negative: pick the largest single element
    makeCase([-3, -1, -4, -2]),
    // all positive: take everything
    makeCase([1, 2, 3]),
    // best block in the middle, surrounded by negatives
    makeCase([2, -1, 2, -5, 4, -1, 3, -10]),
    // zeros between negatives
    makeCase([0, -1, 0, -2, 0]),
    // sum exceeds the 32-bit range
    makeCase([1000000000, 1000000000, 1000000000]),
    // all equal at the lower extreme
    makeCase([-1000000000, -1000000000, -1000000000, -1000000000, -1000000000]),
    // a large negative value splits two good blocks
    makeCase([5, 6, -1000000000, 7, 3, -2, 1]),
  ],
  largeTestCases: () => {
    const rng = createRng(0x2505_0003);
    const cases: SeedTestCase[] = [];
    const n = 100000;

    // 1) Every element at the upper extreme: the answer is 10^14.
    cases.push(makeCase(new Array<number>(n).fill(1000000000)));

    // 2) Random values over the whole range.
    const random: number[] = [];
    for (let i = 0; i < n; i++) random.push(rng.int(-1000000000, 1000000000));
    cases.push(makeCase(random));

    // 3) Every element negative: the answer is the maximum element.
    const negative: number[] = [];
    for (let i = 0; i < n; i++) negative.push(rng.int(-1000000000, -1));
    cases.push(makeCase(negative));

    // 4) Slightly positive drift: the best block is long and its sum is far beyond 32 bits.
    const drift: number[] = [];
    for (let i = 0; i < n; i++) drift.push(rng.int(-900000000, 1000000000));
    cases.push(makeCase(drift));

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
        'Every subarray is fixed by its first index `l` and last index `r`.',
        'For a fixed `l`, extending `r` one step at a time lets you keep a running sum instead of re-adding the block.',
      ],
      steps: [
        'Set `best` to the smallest possible value.',
        'For each start `l`, set `sum = 0`.',
        'For each end `r` from `l` to `n - 1`, add `nums[r]` to `sum` and update `best = max(best, sum)`.',
        'Return `best`.',
      ],
      complexities: ['O(n^2)', 'O(1)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'Divide and conquer: the best block lies entirely in the left half, entirely in the right half, or crosses the middle.',
        'A crossing block is the best suffix of the left half joined to the best prefix of the right half.',
      ],
      steps: [
        'If the range has one element, return that element.',
        'Split at `mid` and solve both halves recursively.',
        'Scan left from `mid` to find the largest sum of a block ending at `mid`, and scan right from `mid + 1` to find the largest sum of a block starting there.',
        'Return the maximum of the left answer, the right answer, and the sum of the two scans.',
      ],
      complexities: ['O(n log n)', 'O(log n)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        "Kadane's algorithm: track the best sum of a block that ends exactly at the current position.",
        'If that running sum would be smaller than the current element alone, a fresh block starting here is better.',
      ],
      steps: [
        'Set `cur = 0` and `best` to the smallest possible value (use 64-bit integers).',
        'For each element `v`, set `cur = max(v, cur + v)`.',
        'Update `best = max(best, cur)`.',
        'Return `best` after the scan.',
      ],
      complexities: ['O(n)', 'O(1)'],
    },
  ],
};

export default problem;
