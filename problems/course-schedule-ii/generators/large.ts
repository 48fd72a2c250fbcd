/**
 * Generator of the large secret test cases of "Course Schedule II" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * The expected output is the driver's verdict on the learner's order: `valid order` when a schedule
 * exists, `no order` when none does (the learner must then return an empty list).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
type Pair = [number, number];

/** stdin: `n m`, then one `a b` line per prerequisite pair. */
const scheduleInput = (n: number, pairs: Pair[]): string => {
  const lines = [`${n} ${pairs.length}`];
  for (const [a, b] of pairs) lines.push(`${a} ${b}`);
  return lines.join('\n') + '\n';
};

/** Whether a schedule exists: an iterative depth-first search for a directed cycle (white/grey/black). */
const hasOrder = (n: number, pairs: Pair[]): boolean => {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of pairs) adj[b].push(a);
  const colour = new Uint8Array(n); // 0 unvisited, 1 on the current path, 2 finished
  const next = new Int32Array(n); // index of the next edge to follow from each node on the path
  for (let s = 0; s < n; s++) {
    if (colour[s]) continue;
    const stack = [s];
    colour[s] = 1;
    while (stack.length > 0) {
      const u = stack[stack.length - 1];
      if (next[u] < adj[u].length) {
        const v = adj[u][next[u]++];
        if (colour[v] === 1) return false;
        if (colour[v] === 0) {
          colour[v] = 1;
          stack.push(v);
        }
      } else {
        colour[u] = 2;
        stack.pop();
      }
    }
  }
  return true;
};

const makeCase = (n: number, pairs: Pair[]): GeneratedCase => ({
  input: scheduleInput(n, pairs),
  output: hasOrder(n, pairs) ? 'valid order\n' : 'no order\n',
});

const shuffle = <T>(rng: Rng, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** A random DAG on n courses: a chain through the first `chainLength` courses of a random order plus random forward pairs. */
const randomDag = (rng: Rng, n: number, m: number, chainLength: number): { order: number[]; pairs: Pair[] } => {
  const order = shuffle(rng, Array.from({ length: n }, (_, i) => i));
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < chainLength; i++) pairs.push([order[i + 1], order[i]]);
  while (pairs.length < m) {
    const p = rng.int(0, n - 2);
    const q = rng.int(p + 1, n - 1);
    pairs.push([order[q], order[p]]); // the later course requires the earlier one
  }
  return { order, pairs };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xc0_5c_ed_2);
  const n = 100000;
  const m = 100000;
  const cases: GeneratedCase[] = [];

  // A schedule exists: a 50000-course chain plus random forward prerequisites, in random order.
  const ok = randomDag(rng, n, m, 50000);
  cases.push(makeCase(n, shuffle(rng, ok.pairs)));

  // No schedule: the same kind of graph, with the chain closed into a cycle of 50000 courses.
  const bad = randomDag(rng, n, m - 1, 50000);
  bad.pairs.push([bad.order[0], bad.order[49999]]);
  cases.push(makeCase(n, shuffle(rng, bad.pairs)));

  // A schedule exists and is unique: one chain through all 100000 courses (listed from its end back to
  // its start) plus one repeated pair. Taking the courses that are ready sweep after sweep needs n sweeps.
  {
    const order = shuffle(rng, Array.from({ length: n }, (_, i) => i));
    const pairs: Pair[] = [];
    for (let i = n - 1; i > 0; i--) pairs.push([order[i], order[i - 1]]);
    pairs.push(pairs[rng.int(0, pairs.length - 1)]);
    cases.push(makeCase(n, pairs));
  }

  return cases;
};

export default largeTestCases;
