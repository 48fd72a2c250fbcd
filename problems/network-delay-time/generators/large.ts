/**
 * Generator of the large secret test cases of "Network Delay Time" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

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

const makeCase = (n: number, k: number, edges: Edge[]): GeneratedCase => ({
  input: networkInput(n, k, edges),
  output: `${delayTime(n, k, edges)}\n`,
});



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

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xde1a_7001);
  const cases: GeneratedCase[] = [];

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
};

export default largeTestCases;
