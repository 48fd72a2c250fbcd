import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

type Edge = [number, number, number];

/** stdin: `n m k`, then one `u v w` line per link. */
const networkInput = (n: number, k: number, edges: Edge[]): string => {
  const lines = [`${n} ${edges.length} ${k}`];
  for (const [u, v, w] of edges) lines.push(`${u} ${v} ${w}`);
  return lines.join('\n') + '\n';
};

/** Dijkstra with a binary heap; returns the largest shortest distance from k, or -1. */
const delayTime = (n: number, k: number, edges: Edge[]): number => {
  const head = new Int32Array(n + 1).fill(-1);
  const next = new Int32Array(edges.length);
  const to = new Int32Array(edges.length);
  const weight = new Int32Array(edges.length);
  edges.forEach(([u, v, w], i) => {
    to[i] = v;
    weight[i] = w;
    next[i] = head[u];
    head[u] = i;
  });
  const dist = new Float64Array(n + 1).fill(Infinity);
  const heapD: number[] = [];
  const heapV: number[] = [];
  const push = (d: number, v: number) => {
    let i = heapD.length;
    heapD.push(d);
    heapV.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heapD[p] <= d) break;
      heapD[i] = heapD[p];
      heapV[i] = heapV[p];
      i = p;
    }
    heapD[i] = d;
    heapV[i] = v;
  };
  const pop = (): [number, number] => {
    const top: [number, number] = [heapD[0], heapV[0]];
    const d = heapD.pop()!;
    const v = heapV.pop()!;
    const size = heapD.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= size) break;
        if (c + 1 < size && heapD[c + 1] < heapD[c]) c++;
        if (heapD[c] >= d) break;
        heapD[i] = heapD[c];
        heapV[i] = heapV[c];
        i = c;
      }
      heapD[i] = d;
      heapV[i] = v;
    }
    return top;
  };
  dist[k] = 0;
  push(0, k);
  while (heapD.length > 0) {
    const [d, u] = pop();
    if (d > dist[u]) continue;
    for (let e = head[u]; e !== -1; e = next[e]) {
      const nd = d + weight[e];
      if (nd < dist[to[e]]) {
        dist[to[e]] = nd;
        push(nd, to[e]);
      }
    }
  }
  let best = 0;
  for (let i = 1; i <= n; i++) {
    if (dist[i] === Infinity) return -1;
    best = Math.max(best, dist[i]);
  }
  return best;
};

const makeCase = (n: number, k: number, edges: Edge[]): SeedTestCase => ({
  input: networkInput(n, k, edges),
  output: `${delayTime(n, k, edges)}\n`,
});

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // times[i] = {u, v, w}: a signal sent from node u reaches node v after w time units.
    // Nodes are numbered 1..n; the signal starts at node k.
    int networkDelayTime(vector<vector<int>>& times, int n, int k) {
${body}
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0, m = 0, k = 0;
    cin >> n >> m >> k;
    vector<vector<int>> times(m, vector<int>(3));
    for (int i = 0; i < m; i++) cin >> times[i][0] >> times[i][1] >> times[i][2];

    Solution solution;
    cout << solution.networkDelayTime(times, n, k) << '\n';
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

class Solution {
    // times[i] = {u, v, w}: a signal sent from node u reaches node v after w time units.
    // Nodes are numbered 1..n; the signal starts at node k.
    public int networkDelayTime(int[][] times, int n, int k) {
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
        in.nextToken();
        int k = (int) in.nval;
        int[][] times = new int[m][3];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                times[i][j] = (int) in.nval;
            }
        }

        Solution solution = new Solution();
        out.println(solution.networkDelayTime(times, n, k));
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`/**
 * @param {number[][]} times  [u, v, w]: a signal sent from node u reaches node v after w time units
 * @param {number} n  nodes are numbered 1 .. n
 * @param {number} k  the node that sends the signal
 * @return {number}
 */
function networkDelayTime(times, n, k) {
${body}
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const nextInt = () => parseInt(tokens[pos++], 10);

  const n = nextInt();
  const m = nextInt();
  const k = nextInt();
  const times = [];
  for (let i = 0; i < m; i++) {
    const u = nextInt();
    const v = nextInt();
    const w = nextInt();
    times.push([u, v, w]);
  }

  process.stdout.write(String(networkDelayTime(times, n, k)) + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return 0;`;

const cppSolution = `        vector<vector<pair<int, int>>> adj(n + 1);
        for (auto& t : times) adj[t[0]].push_back({t[1], t[2]});

        const long long INF = LLONG_MAX;
        vector<long long> dist(n + 1, INF);
        // Min-heap of (distance, node); outdated entries are skipped when popped.
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> pq;
        dist[k] = 0;
        pq.push({0, k});
        while (!pq.empty()) {
            auto [d, u] = pq.top();
            pq.pop();
            if (d > dist[u]) continue;
            for (auto [v, w] : adj[u]) {
                if (d + w < dist[v]) {
                    dist[v] = d + w;
                    pq.push({dist[v], v});
                }
            }
        }

        long long latest = 0;
        for (int i = 1; i <= n; i++) {
            if (dist[i] == INF) return -1; // this node never hears the signal
            latest = max(latest, dist[i]);
        }
        return (int)latest;`;

const javaStart = `        // Write your code here
        return 0;`;

const javaSolution = `        List<List<int[]>> adj = new ArrayList<>(n + 1);
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        for (int[] t : times) adj.get(t[0]).add(new int[] {t[1], t[2]});

        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        // Min-heap of {distance, node}; outdated entries are skipped when popped.
        PriorityQueue<long[]> pq = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        dist[k] = 0;
        pq.add(new long[] {0, k});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            long d = top[0];
            int u = (int) top[1];
            if (d > dist[u]) continue;
            for (int[] e : adj.get(u)) {
                int v = e[0];
                if (d + e[1] < dist[v]) {
                    dist[v] = d + e[1];
                    pq.add(new long[] {dist[v], v});
                }
            }
        }

        long latest = 0;
        for (int i = 1; i <= n; i++) {
            if (dist[i] == Long.MAX_VALUE) return -1; // this node never hears the signal
            latest = Math.max(latest, dist[i]);
        }
        return (int) latest;`;

const jsStart = `  // Write your code here
  return 0;`;

const jsSolution = `  const adj = Array.from({ length: n + 1 }, () => []);
  for (const [u, v, w] of times) adj[u].push(v, w); // flat pairs: node, weight

  const dist = new Array(n + 1).fill(Infinity);
  // Binary min-heap stored in two parallel arrays (distance, node).
  const heapD = [];
  const heapV = [];
  const push = (d, v) => {
    let i = heapD.length;
    heapD.push(d);
    heapV.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heapD[p] <= d) break;
      heapD[i] = heapD[p];
      heapV[i] = heapV[p];
      i = p;
    }
    heapD[i] = d;
    heapV[i] = v;
  };
  // Removes the root; the caller reads heapD[0] / heapV[0] before calling.
  const pop = () => {
    const d = heapD.pop();
    const v = heapV.pop();
    const size = heapD.length;
    if (size === 0) return;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= size) break;
      if (c + 1 < size && heapD[c + 1] < heapD[c]) c++;
      if (heapD[c] >= d) break;
      heapD[i] = heapD[c];
      heapV[i] = heapV[c];
      i = c;
    }
    heapD[i] = d;
    heapV[i] = v;
  };

  dist[k] = 0;
  push(0, k);
  while (heapD.length > 0) {
    const d = heapD[0];
    const u = heapV[0];
    pop();
    if (d > dist[u]) continue; // outdated entry
    const edges = adj[u];
    for (let i = 0; i < edges.length; i += 2) {
      const v = edges[i];
      const nd = d + edges[i + 1];
      if (nd < dist[v]) {
        dist[v] = nd;
        push(nd, v);
      }
    }
  }

  let latest = 0;
  for (let i = 1; i <= n; i++) {
    if (dist[i] === Infinity) return -1; // this node never hears the signal
    latest = Math.max(latest, dist[i]);
  }
  return latest;`;

/* ------------------------------------------------------------------ */

type Rng = ReturnType<typeof createRng>;

const shuffle = <T>(rng: Rng, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/**
 * Random network in which every node except `skip` (if given) is reachable from k:
 * a random spanning tree hanging from k (parents chosen among the previous `window`
 * nodes of a random order, so a small window gives a deep tree) plus random extra links.
 */
const randomNetwork = (
  rng: Rng,
  n: number,
  m: number,
  window: number,
  treeW: [number, number],
  extraW: [number, number],
  skip = 0,
): { k: number; edges: Edge[] } => {
  const nodes = shuffle(
    rng,
    Array.from({ length: n }, (_, i) => i + 1).filter((x) => x !== skip),
  );
  const k = nodes[0];
  const edges: Edge[] = [];
  for (let i = 1; i < nodes.length; i++) {
    const parent = nodes[rng.int(Math.max(0, i - window), i - 1)];
    edges.push([parent, nodes[i], rng.int(treeW[0], treeW[1])]);
  }
  while (edges.length < m) {
    const u = rng.int(1, n);
    const v = rng.int(1, n);
    if (v === skip) continue; // nothing ever leads into the skipped node
    edges.push([u, v, rng.int(extraW[0], extraW[1])]);
  }
  return { k, edges: shuffle(rng, edges) };
};

const problem: SeedProblem = {
  slug: 'network-delay-time',
  title: 'Network Delay Time',
  difficulty: 'hard',
  tags: 'Graph',
  description: [
    'A network consists of `n` nodes numbered from `1` to `n` and `m` one-way links. A link `u v w` lets a signal travel from node `u` to node `v`, and the trip takes `w` units of time. Links only work in the given direction.',
    'At time `0` node `k` sends out a signal. Every node forwards the signal along all of its outgoing links as soon as it receives it for the first time, so the signal reaches each node along the fastest possible route. Implement the function `networkDelayTime`, which returns the moment at which the last node receives the signal, or `-1` if at least one node can never receive it. The starter program already reads the input and prints the value you return.',
    'Input: The first line contains three integers `n`, `m` and `k`. Each of the next `m` lines contains three integers `u`, `v` and `w` describing a link from `u` to `v` with travel time `w`. Several links may join the same pair of nodes, and a link may lead from a node back to itself.',
    'Output: Print a single integer: the earliest time at which all `n` nodes have received the signal, or `-1` if some node is never reached. Node `k` itself has the signal at time `0`.',
    'Constraints: `1 <= n <= 10^5`, `0 <= m <= 10^5`, `1 <= k <= n`, `1 <= u, v <= n`, `0 <= w <= 10^4`. The answer is below `10^9`, so it fits in a 32-bit signed integer.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '4 3 2\n2 1 1\n2 3 1\n3 4 1\n',
      output: '2\n',
      explanation:
        'Node 2 sends the signal. Nodes 1 and 3 receive it at time 1, and node 4 receives it from node 3 at time 2. The last node is reached at time 2.',
    },
    {
      input: '3 3 1\n1 2 5\n1 3 1\n3 2 2\n',
      output: '3\n',
      explanation:
        'Node 3 hears the signal at time 1. The direct link to node 2 takes 5, but the detour 1 -> 3 -> 2 takes only 1 + 2 = 3, so node 2 hears it at time 3. The answer is max(1, 3) = 3.',
    },
    {
      input: '3 1 1\n1 2 4\n',
      output: '-1\n',
      explanation: 'No link leads into node 3, so it never receives the signal and the answer is -1.',
    },
  ],
  hiddenTestCases: [
    // a single node: it already has the signal
    { input: '1 0 1\n', output: '0\n' },
    // the only link points the wrong way
    { input: '2 1 2\n1 2 1\n', output: '-1\n' },
    // a link that takes no time
    { input: '2 1 1\n1 2 0\n', output: '0\n' },
    // self-loop and two parallel links between 1 and 2
    { input: '3 4 1\n1 1 5\n1 2 7\n1 2 3\n2 3 2\n', output: '5\n' },
    // two separate components
    { input: '4 4 1\n1 2 1\n2 1 1\n3 4 1\n4 3 1\n', output: '-1\n' },
    // a greedy choice of the cheapest first link is wrong
    { input: '5 6 3\n3 1 10\n3 2 1\n2 1 2\n1 4 1\n2 5 100\n4 5 1\n', output: '5\n' },
    // a long chain with maximal weights
    { input: '6 5 1\n1 2 10000\n2 3 10000\n3 4 10000\n4 5 10000\n5 6 10000\n', output: '50000\n' },
    // more hops can be faster than fewer hops (breadth-first search is not enough)
    { input: '4 4 1\n1 2 1\n2 3 1\n3 4 1\n1 4 10\n', output: '3\n' },
    // a directed cycle entered in the middle
    { input: '3 3 2\n1 2 1\n2 3 1\n3 1 1\n', output: '2\n' },
    // k is not node 1, and node 1 is only reachable the long way round
    { input: '5 5 4\n4 5 3\n5 1 4\n4 3 9\n3 2 1\n1 2 2\n', output: '9\n' },
  ],
  largeTestCases: () => {
    const rng = createRng(0xde1a_7001);
    const cases: SeedTestCase[] = [];

    // Bushy random network: 50000 nodes, 100000 links, all nodes reachable.
    {
      const n = 50000;
      const { k, edges } = randomNetwork(rng, n, 100000, n, [1, 10000], [0, 10000]);
      cases.push(makeCase(n, k, edges));
    }

    // Deep network: a long thin spanning tree with heavy links plus random shortcut links,
    // so many tentative distances are improved several times before they are final.
    {
      const n = 80000;
      const { k, edges } = randomNetwork(rng, n, 100000, 3, [5000, 10000], [0, 10000]);
      cases.push(makeCase(n, k, edges));
    }

    // One node has outgoing links only, so it is never reached: the answer is -1.
    {
      const n = 60000;
      const skip = rng.int(1, n);
      const { k, edges } = randomNetwork(rng, n, 100000, n, [1, 10000], [0, 10000], skip);
      for (let i = 0; i < 5; i++) edges.push([skip, rng.int(1, n), rng.int(0, 10000)]);
      cases.push(makeCase(n, k, edges));
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
        'Bellman-Ford: the arrival time of every node is its shortest-path distance from `k`.',
        'Relaxing every link once is enough to extend all correct shortest paths by one more link.',
        'A shortest path uses at most `n - 1` links, so `n - 1` rounds always suffice.',
      ],
      steps: [
        'Set `dist[k] = 0` and every other `dist` to infinity.',
        'Repeat up to `n - 1` times: for every link `u v w` with finite `dist[u]`, set `dist[v] = min(dist[v], dist[u] + w)`.',
        'Stop early when a whole round changes nothing.',
        'If any `dist` is still infinite return `-1`, otherwise return the largest `dist`.',
      ],
      complexities: ['O(n*m)', 'O(n)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'Dijkstra\'s algorithm: with non-negative times, the unsettled node with the smallest tentative time already has its final time.',
        'Settle nodes one by one, choosing the closest by scanning the `dist` array.',
      ],
      steps: [
        'Build adjacency lists; set `dist[k] = 0` and the rest to infinity.',
        'Repeat `n` times: scan for the unsettled node `u` with the smallest finite `dist`; stop if there is none.',
        'Mark `u` settled and relax each outgoing link `u v w`.',
        'Return `-1` if some node is unsettled, otherwise the largest `dist`.',
      ],
      complexities: ['O(n^2 + m)', 'O(n+m)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Same Dijkstra idea, but a min-heap (priority queue) finds the closest node in logarithmic time.',
        'Instead of decreasing keys, push a new `(dist, node)` entry and skip outdated entries when they are popped.',
      ],
      steps: [
        'Build adjacency lists; set `dist[k] = 0` and push `(0, k)`.',
        'Pop the smallest entry `(d, u)`; if `d > dist[u]` it is outdated, so skip it.',
        'For each link `u v w` with `d + w < dist[v]`, update `dist[v]` and push `(dist[v], v)`.',
        'When the heap is empty, return `-1` if any `dist` is infinite, otherwise the maximum `dist`.',
      ],
      complexities: ['O((n+m) log m)', 'O(n+m)'],
    },
  ],
};

export default problem;
