/**
 * Generator of the large secret test cases of "Number of Connected Components in an Undirected Graph"
 * (data/secret/large/). Deterministic: a seeded mulberry32 generator, so every build writes the same files.
 * Run at build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Edge = [number, number];

/** stdin: `n m`, then one `u v` line per edge. */
const graphInput = (n: number, edges: Edge[]): string => {
  const lines = [`${n} ${edges.length}`];
  for (const [u, v] of edges) lines.push(`${u} ${v}`);
  return lines.join('\n') + '\n';
};

/** Components by breadth-first search over adjacency lists (a different method from the reference's union-find). */
const components = (n: number, edges: Edge[]): number => {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  let count = 0;
  for (let s = 0; s < n; s++) {
    if (seen[s]) continue;
    count++;
    seen[s] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      for (const next of adj[queue[head++]]) {
        if (!seen[next]) {
          seen[next] = 1;
          queue[tail++] = next;
        }
      }
    }
  }
  return count;
};

const makeCase = (n: number, edges: Edge[]): GeneratedCase => ({
  input: graphInput(n, edges),
  output: `${components(n, edges)}\n`,
});

const shuffle = <T>(rng: Rng, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xc0_3b0_7e5);
  const cases: GeneratedCase[] = [];

  // Random graph: 100000 nodes, 100000 random edges (a giant component and many small ones).
  {
    const n = 100000;
    const edges: Edge[] = [];
    while (edges.length < 100000) {
      const u = rng.int(0, n - 1);
      const v = rng.int(0, n - 1);
      if (u !== v) edges.push([u, v]);
    }
    cases.push(makeCase(n, edges));
  }

  // One path through all 100000 nodes, node 0 at one end and the edges listed from the far end back
  // to it: a label that spreads one edge per sweep needs about n sweeps. A recursive search goes n deep.
  {
    const n = 100000;
    const path = [0, ...shuffle(rng, Array.from({ length: n - 1 }, (_, i) => i + 1))];
    const edges: Edge[] = [];
    for (let i = n - 2; i >= 0; i--) edges.push(rng.int(0, 1) ? [path[i], path[i + 1]] : [path[i + 1], path[i]]);
    cases.push(makeCase(n, edges));
  }

  // A forest of 7 long paths over 99988 of the nodes, one of them closed into a cycle; the other 12
  // nodes are isolated; 50 edges repeated; the edges in random order.
  {
    const n = 100000;
    const nodes = shuffle(rng, Array.from({ length: n }, (_, i) => i));
    const edges: Edge[] = [];
    const pieces = 7;
    const per = Math.floor((n - 7) / pieces);
    for (let p = 0; p < pieces; p++) {
      const part = nodes.slice(p * per, (p + 1) * per);
      for (let i = 0; i + 1 < part.length; i++) edges.push([part[i], part[i + 1]]);
      if (p === 0) edges.push([part[part.length - 1], part[0]]);
    }
    for (let i = 0; i < 50; i++) edges.push([...edges[rng.int(0, edges.length - 1)]] as Edge);
    cases.push(makeCase(n, shuffle(rng, edges)));
  }

  return cases;
};

export default largeTestCases;
