/**
 * Generator of the large secret test cases of "Binary Tree Maximum Path Sum" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/** A tree in arrays: node i holds val[i], its children are left[i] and right[i] (-1 for none); node 0 is the root. */
interface Tree {
  val: number[];
  left: number[];
  right: number[];
}

const emptyTree = (): Tree => ({ val: [], left: [], right: [] });

/** Adds a node without children and returns its index. */
const addNode = (t: Tree, v: number): number => {
  t.val.push(v);
  t.left.push(-1);
  t.right.push(-1);
  return t.val.length - 1;
};

/** The tree in LeetCode's level order: `null` for each missing child, trailing nulls dropped. */
const levelOrder = (t: Tree): string => {
  const order: number[] = t.val.length > 0 ? [0] : [];
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    if (u !== -1) order.push(t.left[u]!, t.right[u]!);
  }
  while (order.length > 0 && order[order.length - 1] === -1) order.pop();
  return `[${order.map((u) => (u === -1 ? 'null' : String(t.val[u]))).join(',')}]`;
};

/** A chain of n nodes hanging from `from` (or forming the tree when the tree is empty); each step goes left, right or either. */
const chain = (t: Tree, from: number, n: number, side: 'left' | 'right' | 'zigzag' | 'random', value: () => number, rng: Rng): void => {
  let cur = from;
  for (let i = 0; i < n; i++) {
    const v = addNode(t, value());
    if (cur !== -1) {
      const goLeft = side === 'left' || (side === 'zigzag' && i % 2 === 0) || (side === 'random' && rng.int(0, 1) === 0);
      if (goLeft) t.left[cur] = v;
      else t.right[cur] = v;
    }
    cur = v;
  }
};

/** Adds n nodes, each hung on a uniformly chosen free child slot of the nodes so far (the root first when the tree is empty). */
const randomNodes = (t: Tree, n: number, value: () => number, rng: Rng): void => {
  const slots: number[] = []; // 2 * node + (0 left, 1 right)
  for (let u = 0; u < t.val.length; u++) {
    if (t.left[u] === -1) slots.push(2 * u);
    if (t.right[u] === -1) slots.push(2 * u + 1);
  }
  for (let i = 0; i < n; i++) {
    const v = addNode(t, value());
    if (v > 0) {
      const k = rng.int(0, slots.length - 1);
      const slot = slots[k]!;
      slots[k] = slots[slots.length - 1]!;
      slots.pop();
      if (slot % 2 === 0) t.left[slot >> 1] = v;
      else t.right[slot >> 1] = v;
    }
    slots.push(2 * v, 2 * v + 1);
  }
};

/** The largest path sum: nodes in reverse breadth-first order see their children first (no recursion). */
const maxPathSum = (t: Tree): number => {
  const order = [0];
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    if (t.left[u] !== -1) order.push(t.left[u]!);
    if (t.right[u] !== -1) order.push(t.right[u]!);
  }
  const gain: number[] = new Array(t.val.length).fill(0);
  let best = -Infinity;
  for (let i = order.length - 1; i >= 0; i--) {
    const u = order[i]!;
    const l = t.left[u] !== -1 ? Math.max(0, gain[t.left[u]!]!) : 0;
    const r = t.right[u] !== -1 ? Math.max(0, gain[t.right[u]!]!) : 0;
    best = Math.max(best, t.val[u]! + l + r);
    gain[u] = t.val[u]! + Math.max(l, r);
  }
  return best;
};

const makeCase = (t: Tree): GeneratedCase => ({ input: `${levelOrder(t)}\n`, output: `${maxPathSum(t)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x7ee0_001b);
  // Values of at most two digits keep the files compact; the shapes are what matters here.
  const any = () => rng.int(-99, 99);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) A random tree of the maximum size with values of both signs.
  {
    const t = emptyTree();
    randomNodes(t, n, any, rng);
    cases.push(makeCase(t));
  }
  // 2) A chain of positive values of the maximum size: the answer is the whole chain; recomputing per node is quadratic here.
  {
    const t = emptyTree();
    chain(t, -1, n, 'right', () => rng.int(1, 99), rng);
    cases.push(makeCase(t));
  }
  // 3) A shorter zigzag chain of mixed values, mostly positive so that long stretches pay off.
  {
    const t = emptyTree();
    chain(t, -1, 25000, 'zigzag', () => rng.int(-70, 99), rng);
    cases.push(makeCase(t));
  }

  return cases;
};

export default largeTestCases;
