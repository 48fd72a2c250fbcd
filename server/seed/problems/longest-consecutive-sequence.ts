import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin: the length, then the values on the next line (an empty line when n = 0). */
const toInput = (nums: number[]): string => `${nums.length}\n${nums.join(' ')}\n`;

/** Sort the distinct values and measure the longest run of +1 steps. */
const solve = (nums: number[]): number => {
  if (nums.length === 0) return 0;
  const sorted = Float64Array.from(new Set(nums)).sort();
  let best = 1;
  let run = 1;
  for (let i = 1; i < sorted.length; i++) {
    run = sorted[i] === sorted[i - 1]! + 1 ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
};

const makeCase = (nums: number[]): SeedTestCase => ({
  input: toInput(nums),
  output: `${solve(nums)}\n`,
});

/** Fisher-Yates shuffle driven by the seeded generator. */
const shuffle = (arr: number[], rng: ReturnType<typeof createRng>): void => {
  for (let i = arr.length - 1; i > 0; i--) {
    const k = rng.int(0, i);
    const t = arr[i]!;
    arr[i] = arr[k]!;
    arr[k] = t;
  }
};

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the length of the longest run of consecutive integer values in nums.
    int longestConsecutive(vector<int>& nums) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;

    Solution solution;
    cout << solution.longestConsecutive(nums) << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // Returns the length of the longest run of consecutive integer values in nums.
    public int longestConsecutive(int[] nums) {
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

        out.println(new Solution().longestConsecutive(nums));
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * Returns the length of the longest run of consecutive integer values in nums.
 * @param {number[]} nums
 * @return {number}
 */
function longestConsecutive(nums) {
${body}
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = tokens.length > 0 ? Number(tokens[pos++]) : 0;
  const nums = new Array(n);
  for (let i = 0; i < n; i++) nums[i] = Number(tokens[pos++]);

  process.stdout.write(String(longestConsecutive(nums)) + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return 0;`;

const cppSolution = `        unordered_set<int> present(nums.begin(), nums.end());
        int best = 0;
        for (int x : present) {
            // only start counting at the first value of a run
            if (present.count(x - 1)) continue;
            int len = 1;
            while (present.count(x + len)) len++;
            best = max(best, len);
        }
        return best;`;

const javaStart = `        // Write your code here
        return 0;`;

const javaSolution = `        HashSet<Integer> present = new HashSet<>(nums.length * 2);
        for (int x : nums) present.add(x);
        int best = 0;
        for (int x : present) {
            // only start counting at the first value of a run
            if (present.contains(x - 1)) continue;
            int len = 1;
            while (present.contains(x + len)) len++;
            best = Math.max(best, len);
        }
        return best;`;

const jsStart = `  // Write your code here
  return 0;`;

const jsSolution = `  const present = new Set(nums);
  let best = 0;
  for (const x of present) {
    // only start counting at the first value of a run
    if (present.has(x - 1)) continue;
    let len = 1;
    while (present.has(x + len)) len++;
    if (len > best) best = len;
  }
  return best;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'longest-consecutive-sequence',
  title: 'Longest Consecutive Sequence',
  difficulty: 'medium',
  tags: 'Array',
  description: [
    'You are given an unsorted array `nums` of `n` integers. A consecutive sequence is a set of values `v, v+1, v+2, ..., v+k-1` that all occur somewhere in the array; their positions do not matter. Find the length `k` of the longest such sequence.',
    'Implement the function `longestConsecutive`. It receives the array and returns that length. Repeated values count only once, and an empty array has answer `0`. Sorting gives an O(n log n) solution; try to reach O(n) on average. The starter program already reads the input and prints your answer.',
    'Input: The first line contains an integer `n`. The second line contains `n` space-separated integers `nums[0] nums[1] ... nums[n-1]`. When `n = 0` the second line is empty.',
    'Output: Print a single integer, the length of the longest consecutive sequence.',
    'Constraints: `0 <= n <= 10^5` (the array may be empty). `-10^9 <= nums[i] <= 10^9` for every `i`. Values may repeat.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '8\n9 1 -1 4 0 3 2 20\n',
      output: '6\n',
      explanation:
        'The values -1, 0, 1, 2, 3 and 4 all occur in the array, giving a consecutive sequence of length 6. The values 9 and 20 have no neighbours and form sequences of length 1.',
    },
    {
      input: '6\n5 5 6 100 7 101\n',
      output: '3\n',
      explanation:
        'The sequence 5, 6, 7 has length 3; the second 5 is a repeat and does not make it longer. The sequence 100, 101 has length only 2.',
    },
  ],
  hiddenTestCases: [
    // empty array
    makeCase([]),
    // empty array given without the blank second line
    { input: '0\n', output: '0\n' },
    // single element
    makeCase([42]),
    // all equal
    makeCase([7, 7, 7, 7, 7]),
    // duplicates inside the run
    makeCase([1, 2, 2, 3, 3, 4, 10]),
    // negative values and zero
    makeCase([-1, -3, -2, 0, 5, 4]),
    // reverse sorted
    makeCase([5, 4, 3, 2, 1]),
    // extremes of the value range
    makeCase([1000000000, -1000000000, 999999999, -999999999]),
    // two interleaved runs, the later one is longer
    makeCase([10, 1, 3, 11, 2, 12, 4, 13, 14]),
    // no two values are consecutive
    makeCase([0, 2, 4, 6]),
  ],
  largeTestCases: () => {
    const rng = createRng(0x2505_0005);
    const cases: SeedTestCase[] = [];
    const n = 100000;

    // 1) A shuffled run of 30000 values hidden among random values over the whole range.
    {
      const start = rng.int(-1000000000, 1000000000 - 30000);
      const nums: number[] = [];
      for (let k = 0; k < 30000; k++) nums.push(start + k);
      while (nums.length < n) nums.push(rng.int(-1000000000, 1000000000));
      shuffle(nums, rng);
      cases.push(makeCase(nums));
    }

    // 2) A full shuffled range of n distinct values, crossing zero: the answer is n.
    {
      const nums: number[] = [];
      for (let k = 0; k < n; k++) nums.push(k - 50000);
      shuffle(nums, rng);
      cases.push(makeCase(nums));
    }

    // 3) Many duplicates in a narrow range with random gaps: many medium-length runs.
    {
      const nums: number[] = [];
      for (let k = 0; k < n; k++) nums.push(rng.int(0, 150000));
      cases.push(makeCase(nums));
    }

    // 4) Sorted ascending run at the top of the value range, each value twice.
    {
      const nums: number[] = [];
      for (let k = 0; k < n / 2; k++) nums.push(1000000000 - n / 2 + 1 + k, 1000000000 - n / 2 + 1 + k);
      cases.push(makeCase(nums));
    }

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
        'Treat every element as a possible start of a sequence.',
        'Grow the sequence one value at a time, checking membership by scanning the whole array.',
      ],
      steps: [
        'For each element `x`, set `len = 1`.',
        'While the value `x + len` is found by a linear scan of `nums`, increase `len`.',
        'Keep the largest `len` seen and return it (or `0` for an empty array).',
      ],
      complexities: ['O(n^3)', 'O(1)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'After sorting, the values of a consecutive sequence sit next to each other.',
        'Duplicates must be skipped without breaking the current run.',
      ],
      steps: [
        'Return `0` if the array is empty; otherwise sort `nums`.',
        'Walk through the sorted array with `run = 1` and `best = 1`.',
        'If `nums[i] == nums[i-1]`, skip it; if `nums[i] == nums[i-1] + 1`, increase `run`; otherwise reset `run = 1`.',
        'Update `best = max(best, run)` at each step and return `best`.',
      ],
      complexities: ['O(n log n)', 'O(log n)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Put all values into a hash set for O(1) average membership tests.',
        'A value `x` starts a sequence only if `x - 1` is absent; count forward only from such starts.',
        'Each value is then visited by at most one forward count, so the total work is linear.',
      ],
      steps: [
        'Insert every element into a hash set `present`.',
        'For each value `x` in `present`, skip it if `present` contains `x - 1`.',
        'Otherwise set `len = 1` and increase it while `present` contains `x + len`.',
        'Keep the maximum `len` and return it (`0` when the set is empty).',
      ],
      complexities: ['O(n)', 'O(n)'],
    },
  ],
};

export default problem;
