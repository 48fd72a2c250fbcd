import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin: the length, then the values on the next line. */
const toInput = (nums: number[]): string => `${nums.length}\n${nums.join(' ')}\n`;

/**
 * Prefix products times suffix products. The constraints keep every partial product
 * at most 10^15 in absolute value (< 2^53), so plain JavaScript numbers are exact.
 */
const solve = (nums: number[]): number[] => {
  const n = nums.length;
  const ans = new Array<number>(n);
  let prefix = 1;
  for (let i = 0; i < n; i++) {
    ans[i] = prefix;
    prefix *= nums[i]!;
  }
  let suffix = 1;
  for (let i = n - 1; i >= 0; i--) {
    ans[i] = ans[i]! * suffix;
    suffix *= nums[i]!;
  }
  // normalise -0 to 0
  return ans.map((v) => (v === 0 ? 0 : v));
};

const makeCase = (nums: number[]): SeedTestCase => ({
  input: toInput(nums),
  output: `${solve(nums).join(' ')}\n`,
});

const LIMIT = 1e15;

/** Product of the absolute values of the non-zero elements, the quantity bounded by the constraints. */
const absProduct = (nums: number[]): number =>
  nums.reduce((acc, v) => (v === 0 ? acc : acc * Math.abs(v)), 1);

/**
 * Builds an array of length n made of 1 and -1, then plants random values with |v| in [2, 1000]
 * at random positions while the product budget of 10^15 allows, and finally plants `zeros` zeros.
 */
const generate = (n: number, zeros: number, rng: ReturnType<typeof createRng>): number[] => {
  const nums: number[] = [];
  for (let i = 0; i < n; i++) nums.push(rng.next() < 0.5 ? 1 : -1);
  let budget = 1;
  for (let attempt = 0; attempt < 200; attempt++) {
    const mag = rng.next() < 0.7 ? rng.int(2, 3) : rng.int(2, 1000);
    if (budget * mag > LIMIT) continue;
    budget *= mag;
    nums[rng.int(0, n - 1)] = rng.next() < 0.5 ? mag : -mag;
  }
  for (let z = 0; z < zeros; z++) nums[rng.int(0, n - 1)] = 0;
  if (absProduct(nums) > LIMIT) throw new Error('product-of-array-except-self: budget exceeded');
  return nums;
};

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns an array whose i-th entry is the product of all elements except nums[i].
    vector<long long> productExceptSelf(vector<int>& nums) {
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
    vector<long long> result = solution.productExceptSelf(nums);

    // Prints the returned values separated by single spaces.
    string out;
    for (size_t i = 0; i < result.size(); i++) {
        if (i > 0) out += ' ';
        out += to_string(result[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // Returns an array whose i-th entry is the product of all elements except nums[i].
    public long[] productExceptSelf(int[] nums) {
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

        long[] result = new Solution().productExceptSelf(nums);

        // Prints the returned values separated by single spaces.
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < result.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(result[i]);
        }
        sb.append('\n');
        out.print(sb);
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * Returns an array whose i-th entry is the product of all elements except nums[i].
 * (The constraints keep every product below 2^53, so ordinary numbers are exact.)
 * @param {number[]} nums
 * @return {number[]}
 */
function productExceptSelf(nums) {
${body}
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const nums = new Array(n);
  for (let i = 0; i < n; i++) nums[i] = Number(tokens[pos++]);

  const result = productExceptSelf(nums);

  // Prints the returned values separated by single spaces.
  process.stdout.write(result.map((v) => String(v)).join(' ') + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return {};`;

const cppSolution = `        int n = nums.size();
        vector<long long> ans(n);
        // first pass: ans[i] = product of everything to the left of i
        long long prefix = 1;
        for (int i = 0; i < n; i++) {
            ans[i] = prefix;
            prefix *= nums[i];
        }
        // second pass: multiply in the product of everything to the right of i
        long long suffix = 1;
        for (int i = n - 1; i >= 0; i--) {
            ans[i] *= suffix;
            suffix *= nums[i];
        }
        return ans;`;

const javaStart = `        // Write your code here
        return new long[0];`;

const javaSolution = `        int n = nums.length;
        long[] ans = new long[n];
        // first pass: ans[i] = product of everything to the left of i
        long prefix = 1;
        for (int i = 0; i < n; i++) {
            ans[i] = prefix;
            prefix *= nums[i];
        }
        // second pass: multiply in the product of everything to the right of i
        long suffix = 1;
        for (int i = n - 1; i >= 0; i--) {
            ans[i] *= suffix;
            suffix *= nums[i];
        }
        return ans;`;

const jsStart = `  // Write your code here
  return [];`;

const jsSolution = `  const n = nums.length;
  const ans = new Array(n);
  // first pass: ans[i] = product of everything to the left of i
  let prefix = 1;
  for (let i = 0; i < n; i++) {
    ans[i] = prefix;
    prefix *= nums[i];
  }
  // second pass: multiply in the product of everything to the right of i
  let suffix = 1;
  for (let i = n - 1; i >= 0; i--) {
    ans[i] = ans[i] * suffix + 0; // "+ 0" turns a possible -0 into 0
    suffix *= nums[i];
  }
  return ans;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'product-of-array-except-self',
  title: 'Product of Array Except Self',
  difficulty: 'medium',
  tags: 'Array',
  description: [
    'You are given an array `nums` of `n` integers. Build a new array `answer` of the same length, where `answer[i]` is the product of every element of `nums` except the one at position `i`.',
    'Implement the function `productExceptSelf`. It receives the array and returns `answer`. Try to solve it in linear time and without using division: dividing the total product by `nums[i]` breaks down as soon as the array contains a zero. The starter program already reads the input and prints the array your function returns.',
    'Input: The first line contains an integer `n`. The second line contains `n` space-separated integers `nums[0] nums[1] ... nums[n-1]`.',
    'Output: Print the `n` values `answer[0] answer[1] ... answer[n-1]` on a single line, separated by single spaces. A product that equals zero is printed as `0`.',
    'Constraints: `2 <= n <= 10^5` (the array is never empty). `-1000 <= nums[i] <= 1000` for every `i`. The product of the absolute values of all non-zero elements is at most `10^15`. Therefore every partial product and every value of `answer` fits in a 64-bit signed integer (use `long long` in C++ and `long` in Java) and is also exact as an ordinary JavaScript number.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '4\n2 -1 3 4\n',
      output: '-12 24 -8 -6\n',
      explanation:
        'answer[0] = (-1) * 3 * 4 = -12, answer[1] = 2 * 3 * 4 = 24, answer[2] = 2 * (-1) * 4 = -8 and answer[3] = 2 * (-1) * 3 = -6.',
    },
    {
      input: '5\n3 0 2 -1 5\n',
      output: '0 -30 0 0 0\n',
      explanation:
        'Every product that includes the 0 at position 1 is 0. Only answer[1] leaves that zero out: 3 * 2 * (-1) * 5 = -30.',
    },
  ],
  hiddenTestCases: [
    // minimum size
    makeCase([3, 4]),
    // minimum size, both zero
    makeCase([0, 0]),
    // exactly one zero
    makeCase([1, 2, 0, 4]),
    // two zeros: everything is zero
    makeCase([0, 2, 3, 0, 5]),
    // negative numbers, no zero
    makeCase([-1, 2, -3, 4]),
    // zero between negatives (no "-0" may be printed)
    makeCase([-2, 0, -3]),
    // all ones
    makeCase([1, 1, 1]),
    // all equal at the extreme, results beyond 32 bits
    makeCase([1000, -1000, 1000, 1000, 1000]),
    // the largest possible answer, produced by leaving out the zero
    makeCase([0, 1000, 1000, 1000, 1000, 1000]),
    // mix of -1 and 1
    makeCase([-1, -1, 1, -1, 1, 1]),
  ],
  largeTestCases: () => {
    const rng = createRng(0x2505_0004);
    return [
      // no zero: every answer is non-zero and many are far beyond 32 bits
      makeCase(generate(100000, 0, rng)),
      // exactly one zero: only one position gets a non-zero answer
      makeCase(generate(100000, 1, rng)),
      // several zeros: every answer is zero
      makeCase(generate(100000, 3, rng)),
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
        'Compute each answer directly by multiplying all the other elements.',
        'Each of the n answers costs a full pass over the array.',
      ],
      steps: [
        'For each position `i`, set `p = 1`.',
        'Loop over every `j != i` and multiply `p *= nums[j]`.',
        'Store `answer[i] = p`.',
      ],
      complexities: ['O(n^2)', 'O(1)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'The product of everything except `nums[i]` splits into the part left of `i` times the part right of `i`.',
        'Both parts can be precomputed for all positions with one pass each.',
      ],
      steps: [
        'Build `left` where `left[0] = 1` and `left[i] = left[i-1] * nums[i-1]`.',
        'Build `right` where `right[n-1] = 1` and `right[i] = right[i+1] * nums[i+1]`.',
        'Set `answer[i] = left[i] * right[i]` for every `i`.',
      ],
      complexities: ['O(n)', 'O(n)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Store the left products directly in the output array instead of a separate array.',
        'The right products only ever need the latest value, so one running variable replaces the second array.',
        'No division is used, so zeros need no special handling.',
      ],
      steps: [
        'Walk left to right with `prefix = 1`: set `answer[i] = prefix`, then `prefix *= nums[i]`.',
        'Walk right to left with `suffix = 1`: set `answer[i] *= suffix`, then `suffix *= nums[i]`.',
        'Return `answer`. Apart from the output itself, only two variables were used.',
      ],
      complexities: ['O(n)', 'O(1)'],
    },
  ],
};

export default problem;
