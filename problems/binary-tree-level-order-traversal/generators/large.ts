/**
 * Generator of the large secret test cases of "Binary Tree Level Order Traversal" (data/secret/large/).
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

/** The values level by level, each level left to right, as [[a],[b,c],...]. */
const levels = (t: Tree): string => {
  const out: string[] = [];
  let level: number[] = t.val.length > 0 ? [0] : [];
  while (level.length > 0) {
    out.push(`[${level.map((u) => t.val[u]).join(',')}]`);
    const next: number[] = [];
    for (const u of level) {
      if (t.left[u] !== -1) next.push(t.left[u]!);
      if (t.right[u] !== -1) next.push(t.right[u]!);
    }
    level = next;
  }
  return `[${out.join(',')}]`;
};

const makeCase = (t: Tree): GeneratedCase => ({ input: `${levelOrder(t)}\n`, output: `${levels(t)}\n` });

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x7ee0_0018);
  // Small values (one digit and a sign) keep the files compact; the shape is what matters here.
  const value = () => rng.int(-9, 9);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) A random tree of the maximum size.
  {
    const t = emptyTree();
    randomNodes(t, n, value, rng);
    cases.push(makeCase(t));
  }
  // 2) A degenerate zigzag chain of the maximum size (10^5 levels of one node): a per-depth search
  //    from the root is quadratic here.
  {
    const t = emptyTree();
    chain(t, -1, n, 'zigzag', value, rng);
    cases.push(makeCase(t));
  }

  return cases;
};

export default largeTestCases;
