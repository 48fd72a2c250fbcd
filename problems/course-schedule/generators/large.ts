/**
 * Generator of the large secret test cases of "Course Schedule" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

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

const makeCase = (n: number, pairs: [number, number][]): GeneratedCase => ({
  input: scheduleInput(n, pairs),
  output: `${canFinishAll(n, pairs)}\n`,
});



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

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xc0_05e_01);
  const n = 100000;
  const m = 100000;
  const cases: GeneratedCase[] = [];

  // Valid: a 50000-course chain plus random forward prerequisites.
  const ok = randomDag(rng, n, m, 50000);
  cases.push(makeCase(n, shuffle(rng, ok.pairs)));

  // Invalid: same kind of graph, but the first course of the chain now also requires
  // the last one, closing a cycle through 50000 courses.
  const bad = randomDag(rng, n, m - 1, 50000);
  bad.pairs.push([bad.order[0], bad.order[49999]]);
  cases.push(makeCase(n, shuffle(rng, bad.pairs)));

  return cases;
};

export default largeTestCases;
