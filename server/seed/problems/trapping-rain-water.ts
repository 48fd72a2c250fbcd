import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin: the number of bars, then the heights on the next line. */
const toInput = (height: number[]): string => `${height.length}\n${height.join(' ')}\n`;

/**
 * Two pointers. The total is at most 10^5 * 10^9 = 10^14 < 2^53,
 * so plain JavaScript numbers are exact here.
 */
const solve = (height: number[]): number => {
  let lo = 0;
  let hi = height.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let water = 0;
  while (lo < hi) {
    const a = height[lo]!;
    const b = height[hi]!;
    if (a <= b) {
      if (a >= leftMax) leftMax = a;
      else water += leftMax - a;
      lo++;
    } else {
      if (b >= rightMax) rightMax = b;
      else water += rightMax - b;
      hi--;
    }
  }
  return water;
};

const makeCase = (height: number[]): SeedTestCase => ({
  input: toInput(height),
  output: `${solve(height)}\n`,
});

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the total number of water units trapped between the bars.
    long long trap(vector<int>& height) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> height(n);
    for (int& x : height) cin >> x;

    Solution solution;
    cout << solution.trap(height) << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // Returns the total number of water units trapped between the bars.
    public long trap(int[] height) {
${body}
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        in.nextToken();
        int n = (int) in.nval;
        int[] height = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            height[i] = (int) in.nval;
        }

        out.println(new Solution().trap(height));
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * Returns the total number of water units trapped between the bars.
 * (The total stays below 2^53, so ordinary numbers are exact.)
 * @param {number[]} height
 * @return {number}
 */
function trap(height) {
${body}
}

function main() {
  const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const n = Number(tokens[pos++]);
  const height = new Array(n);
  for (let i = 0; i < n; i++) height[i] = Number(tokens[pos++]);

  process.stdout.write(String(trap(height)) + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return 0;`;

const cppSolution = `        int lo = 0, hi = (int)height.size() - 1;
        int leftMax = 0, rightMax = 0;   // tallest bar seen from each side so far
        long long water = 0;
        while (lo < hi) {
            if (height[lo] <= height[hi]) {
                // the right side has a wall at least this tall, so the left max decides
                if (height[lo] >= leftMax) leftMax = height[lo];
                else water += leftMax - height[lo];
                lo++;
            } else {
                // the left side has a taller wall, so the right max decides
                if (height[hi] >= rightMax) rightMax = height[hi];
                else water += rightMax - height[hi];
                hi--;
            }
        }
        return water;`;

const javaStart = `        // Write your code here
        return 0;`;

const javaSolution = `        int lo = 0, hi = height.length - 1;
        int leftMax = 0, rightMax = 0;   // tallest bar seen from each side so far
        long water = 0;
        while (lo < hi) {
            if (height[lo] <= height[hi]) {
                // the right side has a wall at least this tall, so the left max decides
                if (height[lo] >= leftMax) leftMax = height[lo];
                else water += leftMax - height[lo];
                lo++;
            } else {
                // the left side has a taller wall, so the right max decides
                if (height[hi] >= rightMax) rightMax = height[hi];
                else water += rightMax - height[hi];
                hi--;
            }
        }
        return water;`;

const jsStart = `  // Write your code here
  return 0;`;

const jsSolution = `  let lo = 0;
  let hi = height.length - 1;
  let leftMax = 0;  // tallest bar seen from the left so far
  let rightMax = 0; // tallest bar seen from the right so far
  let water = 0;
  while (lo < hi) {
    if (height[lo] <= height[hi]) {
      // the right side has a wall at least this tall, so the left max decides
      if (height[lo] >= leftMax) leftMax = height[lo];
      else water += leftMax - height[lo];
      lo++;
    } else {
      // the left side has a taller wall, so the right max decides
      if (height[hi] >= rightMax) rightMax = height[hi];
      else water += rightMax - height[hi];
      hi--;
    }
  }
  return water;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'trapping-rain-water',
  title: 'Trapping Rain Water',
  difficulty: 'hard',
  tags: 'Array',
  description: [
    'Picture `n` bars of width 1 standing side by side on flat ground; bar `i` has height `height[i]`. After a heavy rain, water collects in the dips between taller bars. Above each position, the water rises to the lower of the tallest bar on its left and the tallest bar on its right (each including the position itself), and anything above that level would spill over. Compute how many units of water are trapped in total.',
    'Implement the function `trap`. It receives the heights and returns the total amount of trapped water. Water above position `i` equals `min(maxLeft, maxRight) - height[i]`, where `maxLeft` is the largest height among positions `0..i` and `maxRight` the largest among `i..n-1`. Water can never be held above the first or the last bar, since it would run off the edge. The starter program already reads the input and prints your answer.',
    'Input: The first line contains an integer `n`, the number of bars. The second line contains `n` space-separated integers `height[0] height[1] ... height[n-1]`.',
    'Output: Print a single integer, the total units of trapped water.',
    'Constraints: `1 <= n <= 10^5` (there is always at least one bar). `0 <= height[i] <= 10^9` for every `i`. The total can exceed the 32-bit range but always fits in a 64-bit signed integer, so use `long long` in C++ and `long` in Java.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '7\n5 1 3 0 4 2 6\n',
      output: '15\n',
      explanation:
        'The tallest bar to the left of the middle positions is 5 and the tallest to the right is 6, so the water level there is 5. Positions 1 to 5 hold 4, 2, 5, 1 and 3 units (5 minus each height), for a total of 15. The two edge bars hold nothing.',
    },
    {
      input: '5\n2 1 0 1 3\n',
      output: '4\n',
      explanation:
        'The bars of height 2 and 3 at both ends form a basin whose water level is 2. Positions 1, 2 and 3 hold 1, 2 and 1 units, for a total of 4.',
    },
  ],
  hiddenTestCases: [
    // a single bar
    makeCase([5]),
    // two bars: nothing can be trapped
    makeCase([4, 4]),
    // the smallest basin
    makeCase([2, 0, 2]),
    // strictly increasing
    makeCase([0, 1, 2, 3, 4]),
    // strictly decreasing
    makeCase([4, 3, 2, 1, 0]),
    // all equal
    makeCase([3, 3, 3, 3]),
    // all zero
    makeCase([0, 0, 0, 0, 0]),
    // several basins, the right wall is lower than the left one
    makeCase([3, 0, 2, 0, 4, 0, 1, 0, 2]),
    // extreme heights: one basin deeper than 32 bits allow in total
    makeCase([1000000000, 0, 0, 0, 1000000000]),
    // mountain shape: water runs off both sides
    makeCase([1, 3, 7, 9, 7, 3, 1]),
    // valley with uneven walls
    makeCase([6, 2, 1, 0, 1, 2, 3]),
  ],
  largeTestCases: () => {
    const rng = createRng(0x2505_0006);
    const cases: SeedTestCase[] = [];
    const n = 100000;

    // 1) Random heights over the whole range.
    const random: number[] = [];
    for (let i = 0; i < n; i++) random.push(rng.int(0, 1000000000));
    cases.push(makeCase(random));

    // 2) Two maximal walls around a floor of small bars: the total is close to 10^14.
    const basin: number[] = [1000000000];
    for (let i = 1; i < n - 1; i++) basin.push(rng.int(0, 1000));
    basin.push(1000000000);
    cases.push(makeCase(basin));

    // 3) A single mountain (rising then falling): nothing is trapped.
    const mountain: number[] = [];
    let h = 0;
    for (let i = 0; i < n / 2; i++) {
      h += rng.int(0, 10000);
      mountain.push(h);
    }
    for (let i = n / 2; i < n; i++) {
      h = Math.max(0, h - rng.int(0, 10000));
      mountain.push(h);
    }
    cases.push(makeCase(mountain));

    // 4) Sawtooth of random-height peaks separated by valleys: many basins of different depths.
    const saw: number[] = [];
    for (let i = 0; i < n; i++) {
      saw.push(i % 50 === 0 ? rng.int(500000000, 1000000000) : rng.int(0, 500000000));
    }
    cases.push(makeCase(saw));

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
        'The water above a position depends only on the tallest bar on each side of it.',
        'Find both maxima by scanning outward from every position.',
      ],
      steps: [
        'Set `water = 0` (a 64-bit integer).',
        'For each position `i`, scan `0..i` for `maxLeft` and `i..n-1` for `maxRight`.',
        'Add `min(maxLeft, maxRight) - height[i]` to `water`.',
        'Return `water`.',
      ],
      complexities: ['O(n^2)', 'O(1)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'The brute force recomputes the same maxima over and over.',
        'Prefix maxima and suffix maxima give every `maxLeft` and `maxRight` after two linear passes.',
      ],
      steps: [
        'Build `leftMax` with `leftMax[0] = height[0]` and `leftMax[i] = max(leftMax[i-1], height[i])`.',
        'Build `rightMax` from the right in the same way.',
        'Sum `min(leftMax[i], rightMax[i]) - height[i]` over all positions and return it.',
      ],
      complexities: ['O(n)', 'O(n)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Use two pointers `lo` and `hi` moving towards each other, with running maxima `leftMax` and `rightMax`.',
        'If `height[lo] <= height[hi]`, some bar on the right is at least as tall as everything that matters on the left, so the water at `lo` is decided by `leftMax` alone.',
        'The mirror argument holds for `hi`, so each step settles one position for good.',
      ],
      steps: [
        'Set `lo = 0`, `hi = n - 1`, `leftMax = rightMax = 0` and `water = 0`.',
        'While `lo < hi`: if `height[lo] <= height[hi]`, either raise `leftMax` to `height[lo]` or add `leftMax - height[lo]` to `water`, then move `lo` right.',
        'Otherwise, either raise `rightMax` to `height[hi]` or add `rightMax - height[hi]` to `water`, then move `hi` left.',
        'Return `water` when the pointers meet.',
      ],
      complexities: ['O(n)', 'O(1)'],
    },
  ],
};

export default problem;
