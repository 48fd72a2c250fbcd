import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** Levenshtein distance with two rolling rows. */
const editDistance = (a: string, b: string): number => {
  const m = b.length;
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      if (ca === b.charCodeAt(j - 1)) cur[j] = prev[j - 1];
      else cur[j] = 1 + Math.min(prev[j - 1], prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[m];
};

const makeCase = (a: string, b: string): SeedTestCase => ({
  input: `${a}\n${b}\n`,
  output: `${editDistance(a, b)}\n`,
});

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the fewest insertions, deletions and replacements that turn a into b.
    int minDistance(string a, string b) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string a, b;
    cin >> a >> b;

    Solution solution;
    cout << solution.minDistance(a, b) << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // Returns the fewest insertions, deletions and replacements that turn a into b.
    public int minDistance(String a, String b) {
${body}
    }
}

public class Main {
    // Returns the next non-empty line, trimmed.
    private static String nextWord(BufferedReader br) throws IOException {
        String line = br.readLine();
        while (line != null && line.trim().isEmpty()) line = br.readLine();
        return line == null ? "" : line.trim();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        String a = nextWord(br);
        String b = nextWord(br);

        Solution solution = new Solution();
        out.println(solution.minDistance(a, b));
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * Returns the fewest insertions, deletions and replacements that turn a into b.
 * @param {string} a
 * @param {string} b
 * @return {number}
 */
function minDistance(a, b) {
${body}
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const words = data.split(/\s+/).filter((t) => t.length > 0);
  const a = words[0];
  const b = words[1];

  process.stdout.write(String(minDistance(a, b)) + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return 0;`;

const cppSolution = `        if (b.size() > a.size()) swap(a, b); // distance is symmetric; keep the rows short
        int n = a.size(), m = b.size();
        // prev[j] = distance between the first i - 1 letters of a and the first j letters of b.
        vector<int> prev(m + 1), cur(m + 1);
        for (int j = 0; j <= m; j++) prev[j] = j; // build b's prefix by inserting
        for (int i = 1; i <= n; i++) {
            cur[0] = i; // delete all of a's prefix
            for (int j = 1; j <= m; j++) {
                if (a[i - 1] == b[j - 1]) cur[j] = prev[j - 1];          // letters match: free
                else cur[j] = 1 + min({prev[j - 1],                      // replace
                                       prev[j],                          // delete a[i-1]
                                       cur[j - 1]});                     // insert b[j-1]
            }
            swap(prev, cur);
        }
        return prev[m];`;

const javaStart = `        // Write your code here
        return 0;`;

const javaSolution = `        if (b.length() > a.length()) { String t = a; a = b; b = t; } // distance is symmetric; keep the rows short
        int n = a.length(), m = b.length();
        // prev[j] = distance between the first i - 1 letters of a and the first j letters of b.
        int[] prev = new int[m + 1];
        int[] cur = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j; // build b's prefix by inserting
        for (int i = 1; i <= n; i++) {
            cur[0] = i; // delete all of a's prefix
            char ca = a.charAt(i - 1);
            for (int j = 1; j <= m; j++) {
                if (ca == b.charAt(j - 1)) cur[j] = prev[j - 1];        // letters match: free
                else cur[j] = 1 + Math.min(prev[j - 1],                  // replace
                                  Math.min(prev[j],                      // delete a[i-1]
                                           cur[j - 1]));                 // insert b[j-1]
            }
            int[] tmp = prev;
            prev = cur;
            cur = tmp;
        }
        return prev[m];`;

const jsStart = `  // Write your code here
  return 0;`;

const jsSolution = `  if (b.length > a.length) [a, b] = [b, a]; // distance is symmetric; keep the rows short
  const n = a.length;
  const m = b.length;
  // prev[j] = distance between the first i - 1 letters of a and the first j letters of b.
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j; // build b's prefix by inserting
  for (let i = 1; i <= n; i++) {
    cur[0] = i; // delete all of a's prefix
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      if (ca === b.charCodeAt(j - 1)) cur[j] = prev[j - 1]; // letters match: free
      else cur[j] = 1 + Math.min(prev[j - 1], prev[j], cur[j - 1]); // replace, delete, insert
    }
    const tmp = prev;
    prev = cur;
    cur = tmp;
  }
  return prev[m];`;

/* ------------------------------------------------------------------ */

type Rng = ReturnType<typeof createRng>;

const randomWord = (rng: Rng, length: number, alphabet: string): string => {
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
};

/** Applies `edits` random insertions, deletions and replacements, keeping the length in [1, maxLength]. */
const mutate = (rng: Rng, word: string, edits: number, alphabet: string, maxLength: number): string => {
  const letters = word.split('');
  for (let e = 0; e < edits; e++) {
    const kind = rng.int(0, 2);
    const letter = alphabet[rng.int(0, alphabet.length - 1)];
    if (kind === 0 && letters.length < maxLength) letters.splice(rng.int(0, letters.length), 0, letter);
    else if (kind === 1 && letters.length > 1) letters.splice(rng.int(0, letters.length - 1), 1);
    else letters[rng.int(0, letters.length - 1)] = letter;
  }
  return letters.join('');
};

const LOWER = 'abcdefghijklmnopqrstuvwxyz';

const problem: SeedProblem = {
  slug: 'edit-distance',
  title: 'Edit Distance',
  difficulty: 'hard',
  tags: 'DP',
  description: [
    'You are given two words, `a` and `b`, written in lowercase English letters. You want to turn `a` into `b` using the following operations, each of which counts as one step: insert one letter at any position, delete one letter, or replace one letter with a different letter.',
    'Implement the function `minDistance`, which returns the smallest number of steps needed to turn `a` into `b`. The starter program already reads both words and prints the value you return.',
    'Input: The first line contains the word `a` and the second line contains the word `b`. Each word consists only of lowercase letters `a`-`z`, has no spaces, and is never empty.',
    'Output: Print a single integer: the minimum number of operations.',
    'Constraints: `1 <= length of a, length of b <= 2000`.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: 'flaw\nlawn\n',
      output: '2\n',
      explanation:
        'Delete the leading f to get "law", then insert n at the end to get "lawn". One step cannot be enough, because no single insertion, deletion or replacement turns "flaw" into "lawn".',
    },
    {
      input: 'paris\npairs\n',
      output: '2\n',
      explanation:
        'There is no "swap" operation. Replacing the r with i and the i with r (paris -> paiis -> pairs) takes two steps.',
    },
    {
      input: 'cart\nmarch\n',
      output: '3\n',
      explanation:
        'Replace c with m (mart), replace t with c (marc) and insert h at the end (march). The word grows by one letter and only "a" and "r" can stay in place, so three steps are needed.',
    },
  ],
  hiddenTestCases: [
    // identical single letters
    { input: 'a\na\n', output: '0\n' },
    // different single letters
    { input: 'a\nb\n', output: '1\n' },
    // only insertions
    { input: 'a\naaaa\n', output: '3\n' },
    // identical words
    { input: 'abcdef\nabcdef\n', output: '0\n' },
    // nothing in common
    { input: 'abc\nxyz\n', output: '3\n' },
    // a word and its reverse
    { input: 'abcdefg\ngfedcba\n', output: '6\n' },
    // two letters swapped
    { input: 'ab\nba\n', output: '2\n' },
    // only deletions plus one replacement
    { input: 'aaaaaaaaaa\nb\n', output: '10\n' },
    // a shift by one position is cheap (delete in front, insert at the end)
    { input: 'banana\nananas\n', output: '2\n' },
    // a short word against the whole alphabet
    { input: 'z\nabcdefghijklmnopqrstuvwxyz\n', output: '25\n' },
    { input: 'algorithm\naltruistic\n', output: '6\n' },
  ],
  largeTestCases: () => {
    const rng = createRng(0xed17_0001);
    const cases: SeedTestCase[] = [];

    // Two unrelated words of maximum length.
    cases.push(makeCase(randomWord(rng, 2000, LOWER), randomWord(rng, 2000, LOWER)));

    // Near-identical words over a two-letter alphabet (many equal letters, many ties).
    const base = randomWord(rng, 2000, 'ab');
    cases.push(makeCase(base, mutate(rng, base, 150, 'ab', 2000)));

    // A word against its own reverse, three-letter alphabet, different lengths.
    const w = randomWord(rng, 1999, 'xyz');
    cases.push(makeCase(w, w.split('').reverse().join('') + 'x'));

    // Very different lengths: one letter against a maximum-length word.
    cases.push(makeCase('q', randomWord(rng, 2000, LOWER)));

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
        'Compare the words from the end: if the last letters match, they can be kept for free.',
        'Otherwise the last step was a replacement, a deletion or an insertion; try all three.',
        'Plain recursion branches three ways at almost every step.',
      ],
      steps: [
        'Define `solve(i, j)` = distance between the first `i` letters of `a` and the first `j` letters of `b`.',
        'If `i == 0` return `j`; if `j == 0` return `i`.',
        'If `a[i-1] == b[j-1]`, return `solve(i-1, j-1)`.',
        'Otherwise return `1 + min(solve(i-1, j-1), solve(i-1, j), solve(i, j-1))` (replace, delete, insert).',
      ],
      complexities: ['O(3^(n+m))', 'O(n+m)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'There are only `(n+1) * (m+1)` different `(i, j)` pairs, so store each answer in a table.',
        'Fill the table row by row; every cell needs only its left, upper and upper-left neighbours.',
      ],
      steps: [
        'Create `dp` of size `(n+1) x (m+1)`, with `dp[i][0] = i` and `dp[0][j] = j`.',
        'For each `i` from `1` to `n` and `j` from `1` to `m`: if the letters match, `dp[i][j] = dp[i-1][j-1]`.',
        'Otherwise `dp[i][j] = 1 + min(dp[i-1][j-1], dp[i-1][j], dp[i][j-1])`.',
        'Return `dp[n][m]`.',
      ],
      complexities: ['O(n*m)', 'O(n*m)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Row `i` of the table depends only on row `i - 1`, so two rows are enough.',
        'Putting the shorter word along the row reduces memory to the shorter length.',
      ],
      steps: [
        'If `b` is longer than `a`, swap them (the distance is the same in both directions), so each row has `m + 1 <= n + 1` cells.',
        'Let `prev[j] = j` describe row `0`.',
        'For each `i`, set `cur[0] = i` and fill `cur[j]` from `prev[j-1]`, `prev[j]` and `cur[j-1]` with the same rule.',
        'Swap `prev` and `cur` after every row.',
        'Return `prev[m]` once all rows are processed.',
      ],
      complexities: ['O(n*m)', 'O(min(n,m))'],
    },
  ],
};

export default problem;
