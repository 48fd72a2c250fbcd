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

/** A perfect tree of the given number of levels. */
const perfect = (levels: number, value: () => number): Tree => {
  const t = emptyTree();
  const n = 2 ** levels - 1;
  for (let i = 0; i < n; i++) addNode(t, value());
  for (let i = 0; 2 * i + 2 < n; i++) {
    t.left[i] = 2 * i + 1;
    t.right[i] = 2 * i + 2;
  }
  return t;
};

const LIMIT = 1000000000;

/** n distinct random integers of [-10^9, 10^9]. */
const distinctValues = (n: number, rng: Rng): number[] => {
  const seen = new Set<number>();
  while (seen.size < n) seen.add(rng.int(-LIMIT, LIMIT));
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

/** A perfect tree of the given number of levels whose in-order sequence is the sorted values (a valid BST). */
const perfectBst = (levels: number, sorted: number[]): Tree => {
  const t = perfect(levels, () => 0);
  const stack: number[] = [];
  let u = 0;
  let k = 0;
  while (u !== -1 || stack.length > 0) {
    while (u !== -1) {
      stack.push(u);
      u = t.left[u]!;
    }
    u = stack.pop()!;
    t.val[u] = sorted[k++]!;
    u = t.right[u]!;
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

/** Depth of every node (the root has depth 0), breadth first. */
const depths = (t: Tree): number[] => {
  const depth: number[] = new Array(t.val.length).fill(0);
  const order = [0];
  for (let i = 0; i < order.length; i++) {
    const u = order[i]!;
    for (const c of [t.left[u]!, t.right[u]!]) {
      if (c !== -1) {
        depth[c] = depth[u]! + 1;
        order.push(c);
      }
    }
  }
  return depth;
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

  // 1) A random BST of the maximum size, two random nodes.
  {
    const t = bstByInsertion(distinctValues(n, rng));
    const a = rng.int(0, n - 1);
    let b = rng.int(0, n - 2);
    if (b >= a) b++;
    cases.push(makeCase(t, a, b));
  }

  // 2) A random BST: the deepest node and another node near the bottom.
  {
    const t = bstByInsertion(distinctValues(n, rng));
    const depth = depths(t);
    let a = 0;
    for (let u = 0; u < n; u++) if (depth[u]! > depth[a]!) a = u;
    const near = [];
    for (let u = 0; u < n; u++) if (u !== a && depth[u]! >= depth[a]! - 4) near.push(u);
    cases.push(makeCase(t, a, near[rng.int(0, near.length - 1)]!));
  }

  // 3) An increasing right chain: q is the parent of p, both at the bottom (a subtree scan at every step is quadratic).
  {
    const t = bstByInsertion(distinctValues(n, rng).sort((x, y) => x - y));
    cases.push(makeCase(t, n - 1, n - 2));
  }

  // 4) A chain that zigzags inward, ending in a fork: p and q are the two leaves of the fork, the larger one first.
  {
    const t = emptyTree();
    let prev = -1;
    for (let i = 0; i < n - 2; i++) {
      const half = Math.floor(i / 2);
      const x = addNode(t, i % 2 === 0 ? LIMIT - 10 * half : -LIMIT + 10 * half);
      if (prev !== -1) {
        if (i % 2 === 1) t.left[prev] = x;
        else t.right[prev] = x;
      }
      prev = x;
    }
    const low = addNode(t, t.val[prev]! - 5);
    const high = addNode(t, t.val[prev]! + 5);
    t.left[prev] = low;
    t.right[prev] = high;
    cases.push(makeCase(t, high, low));
  }

  // 5) A decreasing left chain: p is the root, q the bottom node.
  {
    const t = bstByInsertion(distinctValues(n, rng).sort((x, y) => y - x));
    cases.push(makeCase(t, 0, n - 1));
  }

  // 6-7) A perfect BST of 16 levels: the leftmost and rightmost leaves, then two leaves of one parent.
  {
    const t = perfectBst(16, distinctValues(65535, rng).sort((x, y) => x - y));
    cases.push(makeCase(t, 32767, 65534));
    const parent = rng.int(16383, 32766);
    cases.push(makeCase(t, 2 * parent + 2, 2 * parent + 1));
  }

  return cases;
};

export default largeTestCases;
