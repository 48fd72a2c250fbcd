import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin: the length, the values, then the target on its own line. */
const toInput = (nums: number[], target: number): string =>
  `${nums.length}\n${nums.join(' ')}\n${target}\n`;

/** Single-pass hash map: for each position j, look for an earlier value equal to target - nums[j]. */
const solve = (nums: number[], target: number): [number, number] => {
  const seen = new Map<number, number>();
  for (let j = 0; j < nums.length; j++) {
    const v = nums[j]!;
    const i = seen.get(target - v);
    if (i !== undefined) return [i, j];
    if (!seen.has(v)) seen.set(v, j);
  }
  throw new Error('two-sum: test case has no answer');
};

const makeCase = (nums: number[], target: number): SeedTestCase => {
  const [i, j] = solve(nums, target);
  return { input: toInput(nums, target), output: `${i} ${j}\n` };
};

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
    // Returns the two indices {i, j} with i < j and nums[i] + nums[j] == target.
    vector<int> twoSum(vector<int>& nums, int target) {
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
    int target;
    cin >> target;

    Solution solution;
    vector<int> result = solution.twoSum(nums, target);

    // Prints the returned indices separated by single spaces.
    string out;
    for (size_t k = 0; k < result.size(); k++) {
        if (k > 0) out += ' ';
        out += to_string(result[k]);
    }
    out += '\n';
    cout << out;
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // Returns the two indices {i, j} with i < j and nums[i] + nums[j] == target.
    public int[] twoSum(int[] nums, int target) {
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
        in.nextToken();
        int target = (int) in.nval;

        int[] result = new Solution().twoSum(nums, target);

        // Prints the returned indices separated by single spaces.
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < result.length; k++) {
            if (k > 0) sb.append(' ');
            sb.append(result[k]);
        }
        sb.append('\n');
        out.print(sb);
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * Returns the two indices [i, j] with i < j and nums[i] + nums[j] === target.
 * @param {number[]} nums
 * @param {number} target
 * @return {number[]}
 */
function twoSum(nums, target) {
${body}
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const nums = new Array(n);
  for (let i = 0; i < n; i++) nums[i] = Number(tokens[pos++]);
  const target = Number(tokens[pos++]);

  const result = twoSum(nums, target);

  // Prints the returned indices separated by single spaces.
  process.stdout.write(result.join(' ') + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return {};`;

const cppSolution = `        // value -> first index where it appeared
        unordered_map<int, int> seen;
        seen.reserve(nums.size() * 2);
        for (int j = 0; j < (int)nums.size(); j++) {
            // use 64-bit arithmetic: target - nums[j] can leave the int range
            long long need = (long long)target - nums[j];
            if (need >= INT_MIN && need <= INT_MAX) {
                auto it = seen.find((int)need);
                if (it != seen.end()) return {it->second, j};
            }
            seen.emplace(nums[j], j); // keeps the earliest index of each value
        }
        return {};`;

const javaStart = `        // Write your code here
        return new int[0];`;

const javaSolution = `        // value -> first index where it appeared
        HashMap<Integer, Integer> seen = new HashMap<>(nums.length * 2);
        for (int j = 0; j < nums.length; j++) {
            // use 64-bit arithmetic: target - nums[j] can leave the int range
            long need = (long) target - nums[j];
            if (need >= Integer.MIN_VALUE && need <= Integer.MAX_VALUE) {
                Integer i = seen.get((int) need);
                if (i != null) return new int[] { i, j };
            }
            seen.putIfAbsent(nums[j], j); // keeps the earliest index of each value
        }
        return new int[0];`;

const jsStart = `  // Write your code here
  return [];`;

const jsSolution = `  // value -> first index where it appeared
  const seen = new Map();
  for (let j = 0; j < nums.length; j++) {
    const i = seen.get(target - nums[j]);
    if (i !== undefined) return [i, j];
    if (!seen.has(nums[j])) seen.set(nums[j], j);
  }
  return [];`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'two-sum',
  title: 'Two Sum',
  difficulty: 'easy',
  tags: 'Array',
  description: [
    'You are given an array `nums` of `n` integers and an integer `target`. Exactly one pair of different positions `i < j` has values that add up to the target, that is `nums[i] + nums[j] = target`. Find that pair and report its positions.',
    'Implement the function `twoSum`. It receives the array and the target and returns the two indices `i` and `j` (0-based, with `i < j`). A position may not be paired with itself, but two different positions may hold the same value. The starter program already reads the input and prints the indices your function returns.',
    'Input: The first line contains an integer `n`. The second line contains `n` space-separated integers `nums[0] nums[1] ... nums[n-1]`. The third line contains the integer `target`.',
    'Output: Print the two indices `i` and `j` on a single line, smaller index first, separated by a single space.',
    'Constraints: `2 <= n <= 10^5` (the array is never empty). `-10^9 <= nums[k] <= 10^9` for every `k`. `-10^9 <= target <= 10^9`. It is guaranteed that exactly one pair of indices `i < j` satisfies `nums[i] + nums[j] = target`.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '5\n8 -2 11 5 3\n9\n',
      output: '1 2\n',
      explanation:
        'nums[1] + nums[2] = -2 + 11 = 9, which is the target. No other pair of positions adds up to 9, so the answer is the indices 1 and 2.',
    },
    {
      input: '4\n6 1 6 2\n12\n',
      output: '0 2\n',
      explanation:
        'The value 6 appears at positions 0 and 2, and 6 + 6 = 12. A single 6 cannot be used twice, but these are two different positions, so the answer is 0 2.',
    },
  ],
  hiddenTestCases: [
    // minimum size
    makeCase([1, 2], 3),
    // minimum size, equal negative values
    makeCase([-5, -5], -10),
    // negative numbers summing to zero
    makeCase([-3, 4, 3, 90], 0),
    // duplicate values, answer uses both copies
    makeCase([3, 3, 5], 6),
    // target is twice a value that appears only once: must not reuse the same index
    makeCase([5, 1, 2, 9, 3], 10),
    // zeros
    makeCase([0, 4, 3, 0], 0),
    // answer at the very end
    makeCase([1, 2, 4, 8, 16, 32], 48),
    // extreme values
    makeCase([1000000000, -1000000000, 7], 0),
    makeCase([-1000000000, 0, 500000000, -1], -1000000000),
    // complement leaves the 32-bit range for the large values
    makeCase([1000000000, 999999999, -1000000000, 3, 1000000000 - 3], 1000000000),
  ],
  largeTestCases: () => {
    const rng = createRng(0x2505_0001);
    const cases: SeedTestCase[] = [];
    const n = 100000;

    // 1) Odd target; every filler value is even, so only the planted odd + even pair can reach it.
    {
      const target = 2 * rng.int(-200000000, 200000000) + 1;
      const x = 2 * rng.int(-100000000, 100000000) + 1; // odd
      const y = target - x; // even, unique among the values below
      const nums: number[] = [];
      while (nums.length < n - 2) {
        const v = 2 * rng.int(-500000000, 500000000);
        if (v !== y) nums.push(v);
      }
      nums.push(x, y);
      shuffle(nums, rng);
      cases.push(makeCase(nums, target));
    }

    // 2) Target = 2x with two copies of x (x = 1 mod 4); fillers are multiples of 4, so their sums never hit it.
    {
      const x = 4 * rng.int(-120000000, 120000000) + 1;
      const target = 2 * x;
      const nums: number[] = [];
      while (nums.length < n - 2) nums.push(4 * rng.int(-250000000, 250000000));
      nums.push(x, x);
      shuffle(nums, rng);
      cases.push(makeCase(nums, target));
    }

    // 3) Many repeated filler values, answer in the last two positions.
    {
      const target = 999999999;
      const nums: number[] = [];
      while (nums.length < n - 2) nums.push(2 * rng.int(0, 500));
      nums.push(999999998, 1);
      cases.push(makeCase(nums, target));
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
        'Every answer is a pair of positions, so simply try them all.',
        'There are about n^2 / 2 pairs, which is far too many when n is 10^5.',
      ],
      steps: [
        'Loop `i` from `0` to `n - 2`.',
        'For each `i`, loop `j` from `i + 1` to `n - 1`.',
        'If `nums[i] + nums[j] == target`, return `[i, j]` (use 64-bit arithmetic if the sum could overflow).',
      ],
      complexities: ['O(n^2)', 'O(1)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'In a sorted array, two pointers at both ends can search for a sum in one sweep.',
        'Sort the indices by value instead of the values themselves, so the original positions are not lost.',
      ],
      steps: [
        'Build an array `idx = [0, 1, ..., n-1]` and sort it by `nums[idx[k]]`.',
        'Set `lo = 0` and `hi = n - 1`.',
        'While `lo < hi`, compute `s = nums[idx[lo]] + nums[idx[hi]]`.',
        'If `s == target`, return the two indices `idx[lo]` and `idx[hi]` with the smaller one first.',
        'If `s < target`, move `lo` one step right to grow the sum; otherwise move `hi` one step left to shrink it.',
      ],
      complexities: ['O(n log n)', 'O(n)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'When standing at position `j`, the only partner that works is the value `target - nums[j]`.',
        'A hash map from value to index answers "have I already seen that value?" in O(1) on average.',
        'Checking before inserting guarantees that a position is never paired with itself.',
      ],
      steps: [
        'Create an empty hash map `seen` from value to index.',
        'For each `j` from left to right, compute `need = target - nums[j]`.',
        'If `need` is in `seen`, return `[seen[need], j]`; the stored index is smaller than `j`.',
        'Otherwise store `seen[nums[j]] = j` and continue.',
      ],
      complexities: ['O(n)', 'O(n)'],
    },
  ],
};

export default problem;
