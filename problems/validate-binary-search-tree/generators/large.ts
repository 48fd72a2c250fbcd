/**
 * Generator of the large secret test cases of "Validate Binary Search Tree" (data/secret/large/).
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

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** n distinct random integers of [lo, hi] (by default the whole 32-bit range). */
const distinctValues = (n: number, rng: Rng, lo = INT_MIN, hi = INT_MAX): number[] => {
  const seen = new Set<number>();
  while (seen.size < n) seen.add(rng.int(lo, hi));
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

/**
 * Breaks a valid BST at its deepest left child that has a lower bound from an ancestor: the node gets a value
 * at or below that bound, still smaller than its parent, so only a check against ancestors notices.
 */
const breakDeepest = (t: Tree, rng: Rng): void => {
  const lo: number[] = new Array(t.val.length).fill(-Infinity);
  const order = [0];
  let pick = -1;
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    const l = t.left[u]!;
    const r = t.right[u]!;
    if (l !== -1) {
      lo[l] = lo[u]!;
      order.push(l);
      if (lo[l] !== -Infinity) pick = l; // breadth-first order: the last one found is among the deepest
    }
    if (r !== -1) {
      lo[r] = t.val[u]!;
      order.push(r);
    }
  }
  if (pick === -1) throw new Error('validate-binary-search-tree: no node to break');
  t.val[pick] = Math.max(INT_MIN, lo[pick]! - rng.int(0, 3));
};

const makeCase = (t: Tree, expected: boolean): GeneratedCase => {
  const valid = isValidBst(t);
  if (valid !== expected) throw new Error(`validate-binary-search-tree: a generated tree is ${valid ? 'valid' : 'invalid'}, not as planned`);
  return { input: `${levelOrder(t)}\n`, output: `${valid}\n` };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x7ee0_0019);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // Values of at most six digits (besides the int extremes) keep the files compact; the shapes are
  // what matters here.
  // 1) A valid increasing right chain of the maximum size from INT_MIN to INT_MAX: comparing each node
  //    with its whole subtree is quadratic here.
  {
    const values = distinctValues(n - 2, rng, -300000, 300000);
    values.push(INT_MIN, INT_MAX);
    values.sort((a, b) => a - b);
    cases.push(makeCase(bstByInsertion(values), true));
  }

  // 2) A random BST broken at one of its deepest nodes, by a value only an ancestor rules out.
  {
    const t = bstByInsertion(distinctValues(50000, rng, -300000, 300000));
    breakDeepest(t, rng);
    cases.push(makeCase(t, false));
  }

  return cases;
};

export default largeTestCases;
