import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin: `n m`, then one `a b` line per prerequisite pair. */
const scheduleInput = (n: number, pairs: [number, number][]): string => {
  const lines = [`${n} ${pairs.length}`];
  for (const [a, b] of pairs) lines.push(`${a} ${b}`);
  return lines.join('\n') + '\n';
};

/** Kahn's algorithm: true when every course can be taken. */
const canFinishAll = (n: number, pairs: [number, number][]): boolean => {
  const indegree = new Int32Array(n);
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of pairs) {
    adj[b].push(a);
    indegree[a]++;
  }
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) if (indegree[i] === 0) queue[tail++] = i;
  while (head < tail) {
    const cur = queue[head++];
    for (const next of adj[cur]) if (--indegree[next] === 0) queue[tail++] = next;
  }
  return tail === n;
};

const makeCase = (n: number, pairs: [number, number][]): SeedTestCase => ({
  input: scheduleInput(n, pairs),
  output: `${canFinishAll(n, pairs)}\n`,
});

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // prerequisites[i] = {a, b}: course b must be finished before course a.
    bool canFinish(int n, vector<vector<int>>& prerequisites) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0, m = 0;
    cin >> n >> m;
    vector<vector<int>> prerequisites(m, vector<int>(2));
    for (int i = 0; i < m; i++) cin >> prerequisites[i][0] >> prerequisites[i][1];

    Solution solution;
    cout << (solution.canFinish(n, prerequisites) ? "true" : "false") << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // prerequisites[i] = {a, b}: course b must be finished before course a.
    public boolean canFinish(int n, int[][] prerequisites) {
${body}
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] prerequisites = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            prerequisites[i][0] = (int) in.nval;
            in.nextToken();
            prerequisites[i][1] = (int) in.nval;
        }

        Solution solution = new Solution();
        out.println(solution.canFinish(n, prerequisites) ? "true" : "false");
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * @param {number} n  number of courses, labelled 0 .. n - 1
 * @param {number[][]} prerequisites  [a, b]: course b must be finished before course a
 * @return {boolean}
 */
function canFinish(n, prerequisites) {
${body}
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const nextInt = () => parseInt(tokens[pos++], 10);

  const n = nextInt();
  const m = nextInt();
  const prerequisites = [];
  for (let i = 0; i < m; i++) {
    const a = nextInt();
    const b = nextInt();
    prerequisites.push([a, b]);
  }

  process.stdout.write((canFinish(n, prerequisites) ? 'true' : 'false') + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return false;`;

const cppSolution = `        // Edge b -> a for every pair; indegree[a] counts unfinished prerequisites of a.
        vector<vector<int>> adj(n);
        vector<int> indegree(n, 0);
        for (auto& p : prerequisites) {
            adj[p[1]].push_back(p[0]);
            indegree[p[0]]++;
        }
        queue<int> ready;
        for (int i = 0; i < n; i++)
            if (indegree[i] == 0) ready.push(i);
        int taken = 0;
        while (!ready.empty()) {
            int cur = ready.front();
            ready.pop();
            taken++;
            for (int next : adj[cur])
                if (--indegree[next] == 0) ready.push(next);
        }
        // Courses on (or behind) a cycle never reach indegree 0.
        return taken == n;`;

const javaStart = `        // Write your code here
        return false;`;

const javaSolution = `        // Edge b -> a for every pair; indegree[a] counts unfinished prerequisites of a.
        List<List<Integer>> adj = new ArrayList<>(n);
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        int[] indegree = new int[n];
        for (int[] p : prerequisites) {
            adj.get(p[1]).add(p[0]);
            indegree[p[0]]++;
        }
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int i = 0; i < n; i++)
            if (indegree[i] == 0) queue[tail++] = i;
        while (head < tail) {
            int cur = queue[head++];
            for (int next : adj.get(cur))
                if (--indegree[next] == 0) queue[tail++] = next;
        }
        // Courses on (or behind) a cycle never reach indegree 0.
        return tail == n;`;

const jsStart = `  // Write your code here
  return false;`;

const jsSolution = `  // Edge b -> a for every pair; indegree[a] counts unfinished prerequisites of a.
  const adj = Array.from({ length: n }, () => []);
  const indegree = new Int32Array(n);
  for (const [a, b] of prerequisites) {
    adj[b].push(a);
    indegree[a]++;
  }
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) if (indegree[i] === 0) queue[tail++] = i;
  while (head < tail) {
    const cur = queue[head++];
    for (const next of adj[cur]) {
      indegree[next]--;
      if (indegree[next] === 0) queue[tail++] = next;
    }
  }
  // Courses on (or behind) a cycle never reach indegree 0.
  return tail === n;`;

/* ------------------------------------------------------------------ */

/** A random DAG on n courses: a long chain through half of them plus random forward edges. */
const randomDag = (
  rng: ReturnType<typeof createRng>,
  n: number,
  m: number,
  chainLength: number,
): { order: number[]; pairs: [number, number][] } => {
  // order[i] is the course taken at position i of some valid schedule.
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < chainLength; i++) pairs.push([order[i + 1], order[i]]);
  while (pairs.length < m) {
    const p = rng.int(0, n - 2);
    const q = rng.int(p + 1, n - 1);
    pairs.push([order[q], order[p]]); // the later course requires the earlier one
  }
  return { order, pairs };
};

const shuffle = <T>(rng: ReturnType<typeof createRng>, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

const problem: SeedProblem = {
  slug: 'course-schedule',
  title: 'Course Schedule',
  difficulty: 'medium',
  tags: 'Graph',
  description: [
    'A study programme has `n` courses, labelled from `0` to `n - 1`. Some courses build on others: a prerequisite pair `a b` means that course `b` must be completed before you may start course `a`. You take one course at a time, and you can pick any course whose prerequisites are all already completed.',
    'Implement the function `canFinish`, which receives `n` and the list of prerequisite pairs and returns whether there is an order in which every course can be completed. The starter program already reads the input and prints your answer.',
    'Input: The first line contains two integers `n` and `m`, the number of courses and the number of prerequisite pairs. Each of the next `m` lines contains two integers `a` and `b`, meaning course `b` is a prerequisite of course `a`. The same pair may appear more than once, and `a` may equal `b` (a course that requires itself can never be taken).',
    'Output: Print `true` if all `n` courses can be completed, otherwise print `false`.',
    'Constraints: `1 <= n <= 10^5`, `0 <= m <= 10^5`, `0 <= a, b <= n - 1`. Prerequisite chains can be very long, so a recursive search may run out of stack space.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '2 1\n1 0\n',
      output: 'true\n',
      explanation: 'Course 0 has no prerequisites. Take it first; after that course 1 is unlocked and can be taken too.',
    },
    {
      input: '2 2\n1 0\n0 1\n',
      output: 'false\n',
      explanation:
        'Course 1 needs course 0 and course 0 needs course 1. Neither of them can ever be started, so the programme cannot be completed.',
    },
    {
      input: '4 4\n1 0\n2 0\n3 1\n3 2\n',
      output: 'true\n',
      explanation:
        'Courses 1 and 2 both need course 0, and course 3 needs both 1 and 2. The order 0, 1, 2, 3 respects every pair.',
    },
  ],
  hiddenTestCases: [
    // a single course, no pairs
    { input: '1 0\n', output: 'true\n' },
    // a course that requires itself
    { input: '1 1\n0 0\n', output: 'false\n' },
    // several courses, no pairs at all
    { input: '5 0\n', output: 'true\n' },
    // a three-course cycle
    { input: '3 3\n0 1\n1 2\n2 0\n', output: 'false\n' },
    // disconnected: the first component is fine, the second is a 2-cycle
    { input: '6 4\n1 0\n2 1\n4 3\n3 4\n', output: 'false\n' },
    // a plain chain 0 -> 1 -> ... -> 5
    { input: '6 5\n1 0\n2 1\n3 2\n4 3\n5 4\n', output: 'true\n' },
    // repeated pairs
    { input: '3 4\n1 0\n1 0\n2 1\n2 1\n', output: 'true\n' },
    // one course needing all the others
    { input: '4 3\n0 1\n0 2\n0 3\n', output: 'true\n' },
    // a cycle 2 -> 3 -> 4 -> 2 hidden behind a valid start, plus branches hanging off it
    { input: '7 8\n1 0\n2 1\n3 2\n4 3\n2 4\n5 0\n6 5\n6 1\n', output: 'false\n' },
    // self-loop in an otherwise valid schedule
    { input: '4 4\n1 0\n2 1\n3 2\n2 2\n', output: 'false\n' },
  ],
  largeTestCases: () => {
    const rng = createRng(0xc0_05e_01);
    const n = 100000;
    const m = 100000;
    const cases: SeedTestCase[] = [];

    // Valid: a 50000-course chain plus random forward prerequisites.
    const ok = randomDag(rng, n, m, 50000);
    cases.push(makeCase(n, shuffle(rng, ok.pairs)));

    // Invalid: same kind of graph, but the first course of the chain now also requires
    // the last one, closing a cycle through 50000 courses.
    const bad = randomDag(rng, n, m - 1, 50000);
    bad.pairs.push([bad.order[0], bad.order[49999]]);
    cases.push(makeCase(n, shuffle(rng, bad.pairs)));

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
        'Simulate the semester: repeatedly look for any course whose prerequisites are all done.',
        'If a full pass finds nothing new while courses remain, the rest are stuck behind a cycle.',
      ],
      steps: [
        'Keep a `done` flag per course, all false at the start.',
        'Scan every pair; a course is available when it is not done and every `b` in its pairs is done.',
        'Mark all available courses as done and repeat the scan.',
        'Stop when a scan marks nothing. Return `true` exactly when every course is done.',
      ],
      complexities: ['O(n*(n+m))', 'O(n)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'Model courses as nodes and each pair `a b` as a directed edge `b -> a`.',
        'All courses can be finished exactly when this graph has no directed cycle.',
        'A depth-first search finds a cycle when it reaches a node that is still on the current path.',
      ],
      steps: [
        'Build adjacency lists from the pairs.',
        'Give each node a colour: `0` unvisited, `1` on the current DFS path, `2` finished.',
        'Run DFS from every unvisited node; reaching a node with colour `1` means a cycle, so return `false`.',
        'Colour a node `2` when all its edges are explored. If no cycle is found, return `true`.',
        'A recursive DFS can go `n` levels deep, so long chains may overflow the stack unless it is made iterative.',
      ],
      complexities: ['O(n+m)', 'O(n+m)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Kahn\'s topological sort: a course is ready when its count of unfinished prerequisites reaches zero.',
        'Taking a course lowers the count of every course that depends on it.',
        'Courses on a cycle (or depending on one) never become ready.',
      ],
      steps: [
        'Build adjacency lists `b -> a` and `indegree[a]` = number of pairs with that `a`.',
        'Put every course with `indegree` 0 into a queue.',
        'Pop a course, count it as taken, and decrease `indegree` of each neighbour; push neighbours that reach 0.',
        'When the queue is empty, return whether the number of taken courses equals `n`.',
      ],
      complexities: ['O(n+m)', 'O(n+m)'],
    },
  ],
};

export default problem;
