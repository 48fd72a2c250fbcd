/**
 * Generator of the large secret test cases of "Redundant Connection" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Edge = [number, number];

/** stdin: `n`, then one `u v` line per edge (n edges on the nodes 1 .. n). */
const graphInput = (edges: Edge[]): string => {
  const lines = [`${edges.length}`];
  for (const [u, v] of edges) lines.push(`${u} ${v}`);
  return lines.join('\n') + '\n';
};

/**
 * The answer by another method than the reference's union-find: peel leaves until only the cycle is
 * left, then take the last edge of the input with both ends on the cycle.
 */
const redundant = (edges: Edge[]): Edge => {
  const n = edges.length;
  const adj: number[][] = Array.from({ length: n + 1 }, () => []);
  const degree = new Int32Array(n + 1);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
    degree[u]++;
    degree[v]++;
  }
  const removed = new Uint8Array(n + 1);
  const stack: number[] = [];
  for (let i = 1; i <= n; i++) if (degree[i] === 1) stack.push(i);
  while (stack.length > 0) {
    const leaf = stack.pop()!;
    removed[leaf] = 1;
    for (const next of adj[leaf]) if (!removed[next] && --degree[next] === 1) stack.push(next);
  }
  for (let i = n - 1; i >= 0; i--) if (!removed[edges[i][0]] && !removed[edges[i][1]]) return edges[i];
  throw new Error('no cycle');
};

const makeCase = (edges: Edge[]): GeneratedCase => {
  const [u, v] = redundant(edges);
  return { input: graphInput(edges), output: `${u} ${v}\n` };
};

const shuffle = <T>(rng: Rng, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** The edge u-v written with its smaller end first. */
const edge = (u: number, v: number): Edge => (u < v ? [u, v] : [v, u]);

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4ed_0c0);
  const n = 100000;
  const cases: GeneratedCase[] = [];

  // A path through all nodes (random labels), listed from one end to the other, so the part already
  // built is one long chain; the extra edge, listed last, joins two far-apart nodes of the path.
  {
    const path = shuffle(rng, Array.from({ length: n }, (_, i) => i + 1));
    const edges: Edge[] = [];
    for (let i = 0; i + 1 < n; i++) edges.push(edge(path[i], path[i + 1]));
    edges.push(edge(path[rng.int(0, 999)], path[rng.int(n - 1000, n - 1)]));
    cases.push(makeCase(edges));
  }

  // A random deep tree (each node's parent is among the 5 nodes before it) listed parent-first, plus an
  // extra edge inserted in the middle of the list: the answer is a tree edge listed after it.
  {
    const order = shuffle(rng, Array.from({ length: n }, (_, i) => i + 1));
    const edges: Edge[] = [];
    for (let i = 1; i < n; i++) edges.push(edge(order[rng.int(Math.max(0, i - 5), i - 1)], order[i]));
    const a = rng.int(0, n / 2);
    const b = rng.int(n / 2, n - 1);
    edges.splice(n / 2, 0, edge(order[a], order[b]));
    cases.push(makeCase(edges));
  }

  // One cycle through all n nodes, its edges in random order: every edge is on the cycle, so the
  // answer is the last line.
  {
    const cycle = shuffle(rng, Array.from({ length: n }, (_, i) => i + 1));
    const edges: Edge[] = cycle.map((u, i) => edge(u, cycle[(i + 1) % n]));
    cases.push(makeCase(shuffle(rng, edges)));
  }

  return cases;
};

export default largeTestCases;
