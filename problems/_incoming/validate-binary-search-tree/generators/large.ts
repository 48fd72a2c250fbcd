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

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** n distinct random integers of the whole 32-bit range. */
const distinctValues = (n: number, rng: Rng): number[] => {
  const seen = new Set<number>();
  while (seen.size < n) seen.add(rng.int(INT_MIN, INT_MAX));
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
  // Iterative in-order walk over the heap layout, handing out the sorted values.
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

/** A chain that zigzags inward: max, min, max - 1, min + 1, ... each turn keeps it a valid BST. */
const convergingChain = (n: number): Tree => {
  const t = emptyTree();
  let prev = -1;
  for (let i = 0; i < n; i++) {
    const half = Math.floor(i / 2);
    const x = addNode(t, i % 2 === 0 ? INT_MAX - half : INT_MIN + half);
    if (prev !== -1) {
      if (i % 2 === 1) t.left[prev] = x;
      else t.right[prev] = x;
    }
    prev = x;
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

  // 1) A random valid BST of the maximum size over the whole int range.
  cases.push(makeCase(bstByInsertion(distinctValues(n, rng)), true));

  // 2) A valid increasing right chain from INT_MIN to INT_MAX: comparing each node with its whole subtree is quadratic here.
  {
    const values = distinctValues(n - 2, rng).filter((v) => v !== INT_MIN && v !== INT_MAX);
    values.push(INT_MIN, INT_MAX);
    values.sort((a, b) => a - b);
    cases.push(makeCase(bstByInsertion(values), true));
  }

  // 3) A valid chain of the maximum size that zigzags inward from the int extremes.
  cases.push(makeCase(convergingChain(n), true));

  // 4) The same kind of chain whose last node repeats the smallest value: its parent alone does not notice.
  {
    const t = convergingChain(n);
    t.val[n - 1] = INT_MIN;
    cases.push(makeCase(t, false));
  }

  // 5) A random BST broken at one of its deepest nodes, by a value only an ancestor rules out.
  {
    const t = bstByInsertion(distinctValues(n, rng));
    breakDeepest(t, rng);
    cases.push(makeCase(t, false));
  }

  // 6) A perfect valid BST of 16 levels (65535 nodes).
  cases.push(makeCase(perfectBst(16, distinctValues(65535, rng).sort((a, b) => a - b)), true));

  // 7) A random shape with random values: not a BST.
  {
    const t = emptyTree();
    randomNodes(t, n, () => rng.int(INT_MIN, INT_MAX), rng);
    cases.push(makeCase(t, false));
  }

  return cases;
};

export default largeTestCases;
