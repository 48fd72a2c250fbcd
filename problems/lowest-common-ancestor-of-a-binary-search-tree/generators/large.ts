/**
 * Generator of the large secret test cases of "Lowest Common Ancestor of a Binary Search Tree" (data/secret/large/).
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

const LIMIT = 1000000000;

/** n distinct random integers of [-limit, limit] (by default [-10^9, 10^9]). */
const distinctValues = (n: number, rng: Rng, limit = LIMIT): number[] => {
  const seen = new Set<number>();
  while (seen.size < n) seen.add(rng.int(-limit, limit));
  return [...seen];
};

/** The binary search tree made by inserting the values in the given order (no recursion). */
const bstByInsertion = (values: number[]): Tree => {
  const t = emptyTree();
  for (const v of values) {
    const x = addNode(t, v);
    if (x === 0) continue;
    let u = 0;
    for (;;) {
      const side = v < t.val[u]! ? t.left : t.right;
      if (side[u] === -1) {
        side[u] = x;
        break;
      }
      u = side[u]!;
    }
  }
  return t;
};

/** Whether the in-order sequence is strictly increasing (iterative). */
const isValidBst = (t: Tree): boolean => {
  const stack: number[] = [];
  let u = t.val.length > 0 ? 0 : -1;
  let prev = -Infinity;
  while (u !== -1 || stack.length > 0) {
    while (u !== -1) {
      stack.push(u);
      u = t.left[u]!;
    }
    u = stack.pop()!;
    if (t.val[u]! <= prev) return false;
    prev = t.val[u]!;
    u = t.right[u]!;
  }
  return true;
};

/** The lowest common ancestor's value: walk down while both values lie on the same side. */
const lca = (t: Tree, p: number, q: number): number => {
  let u = 0;
  for (;;) {
    const v = t.val[u]!;
    if (p < v && q < v) u = t.left[u]!;
    else if (p > v && q > v) u = t.right[u]!;
    else return v;
  }
};

/** A case asking for the common ancestor of the nodes a and b (indices). */
const makeCase = (t: Tree, a: number, b: number): GeneratedCase => {
  if (!isValidBst(t)) throw new Error('lowest-common-ancestor-of-a-binary-search-tree: a generated tree is not a BST');
  if (a === b) throw new Error('lowest-common-ancestor-of-a-binary-search-tree: p and q must differ');
  const p = t.val[a]!;
  const q = t.val[b]!;
  return { input: `${levelOrder(t)}\n${p}\n${q}\n`, output: `${lca(t, p, q)}\n` };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x7ee0_001a);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // Values of at most six digits keep the files compact; the shapes are what matters here.
  // 1) A random BST of the maximum size, two random nodes.
  {
    const t = bstByInsertion(distinctValues(n, rng, 150000));
    const a = rng.int(0, n - 1);
    let b = rng.int(0, n - 2);
    if (b >= a) b++;
    cases.push(makeCase(t, a, b));
  }

  // 2) A chain that zigzags inward, ending in a fork: p and q are the two leaves of the fork, the larger
  //    one first (a subtree scan at every step is quadratic).
  {
    const t = emptyTree();
    const top = n + 10;
    let prev = -1;
    for (let i = 0; i < n - 2; i++) {
      const half = Math.floor(i / 2);
      const x = addNode(t, i % 2 === 0 ? top - 2 * half : -top + 2 * half);
      if (prev !== -1) {
        if (i % 2 === 1) t.left[prev] = x;
        else t.right[prev] = x;
      }
      prev = x;
    }
    const low = addNode(t, t.val[prev]! - 1);
    const high = addNode(t, t.val[prev]! + 1);
    t.left[prev] = low;
    t.right[prev] = high;
    cases.push(makeCase(t, high, low));
  }

  return cases;
};

export default largeTestCases;
