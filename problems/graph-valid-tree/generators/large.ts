/**
 * Generator of the large secret test cases of "Graph Valid Tree" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
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

/** A tree: n - 1 edges and one breadth-first search from node 0 reaches every node (not the reference's union-find). */
const isTree = (n: number, edges: Edge[]): boolean => {
  if (edges.length !== n - 1) return false;
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const seen = new Uint8Array(n);
  const queue = [0];
  seen[0] = 1;
  for (let head = 0; head < queue.length; head++) {
    for (const next of adj[queue[head]]) {
      if (!seen[next]) {
        seen[next] = 1;
        queue.push(next);
      }
    }
  }
  return queue.length === n;
};

const makeCase = (n: number, edges: Edge[]): GeneratedCase => ({
  input: graphInput(n, edges),
  output: `${isTree(n, edges)}\n`,
});

const shuffle = <T>(rng: Rng, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** A random deep tree over `nodes` (each node's parent is among the `window` nodes before it), edges listed parent-first. */
const deepTree = (rng: Rng, nodes: number[], window: number): Edge[] => {
  const edges: Edge[] = [];
  for (let i = 1; i < nodes.length; i++) {
    const parent = nodes[rng.int(Math.max(0, i - window), i - 1)];
    edges.push(rng.int(0, 1) ? [parent, nodes[i]] : [nodes[i], parent]);
  }
  return edges;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x7_4ee);
  const n = 100000;
  const cases: GeneratedCase[] = [];

  // A tree: a random deep tree over all nodes, listed so that the part already built stays connected.
  cases.push(makeCase(n, deepTree(rng, shuffle(rng, Array.from({ length: n }, (_, i) => i)), 5)));

  // Not a tree, though it has n - 1 edges: a deep tree over all nodes but one (n - 2 edges) plus an
  // edge that closes a cycle, so the last node is cut off; the edges in random order.
  {
    const nodes = shuffle(rng, Array.from({ length: n }, (_, i) => i));
    const edges = deepTree(rng, nodes.slice(0, n - 1), 5);
    edges.push([nodes[rng.int(0, 999)], nodes[rng.int(n - 1000, n - 2)]]);
    cases.push(makeCase(n, shuffle(rng, edges)));
  }

  // A tree: one path through all nodes, listed from one end to the other.
  {
    const path = shuffle(rng, Array.from({ length: n }, (_, i) => i));
    const edges: Edge[] = [];
    for (let i = 0; i + 1 < n; i++) edges.push([path[i], path[i + 1]]);
    cases.push(makeCase(n, edges));
  }

  // Not a tree: the same kind of path, but its last edge is listed twice instead of reaching the last node.
  {
    const path = shuffle(rng, Array.from({ length: n }, (_, i) => i));
    const edges: Edge[] = [];
    for (let i = 0; i + 2 < n; i++) edges.push([path[i], path[i + 1]]);
    edges.push([path[n - 2], path[n - 3]]);
    cases.push(makeCase(n, edges));
  }

  return cases;
};

export default largeTestCases;
