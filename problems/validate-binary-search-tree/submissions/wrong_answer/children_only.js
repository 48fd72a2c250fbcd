// @driver tree-node
// Definition of a binary tree node.
class TreeNode {
  constructor(val = 0, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}
// @end-driver

/**
 * @param {TreeNode | null} root
 * @return {boolean}
 */
function isValidBST(root) {
  // @solution
  // Wrong: only compares each node with its own children, not with the ancestors above them.
  const stack = root === null ? [] : [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.left !== null) {
      if (node.left.val >= node.val) return false;
      stack.push(node.left);
    }
    if (node.right !== null) {
      if (node.right.val <= node.val) return false;
      stack.push(node.right);
    }
  }
  return true;
  // @end-solution
}

// @driver tree-io
// Standard input's lines (read on first use) and the next line's index.
let inputLines = null;
let inputLineIndex = 0;

// Reads the next line of standard input ('' after its end), without its line ending.
function readLine() {
  if (inputLines === null) inputLines = require('fs').readFileSync(0, 'utf8').split('\n');
  return inputLineIndex < inputLines.length ? inputLines[inputLineIndex++].replace(/\r$/, '') : '';
}

// Reads one line holding an integer (0 when it is missing).
function readInt() {
  const s = readLine().trim();
  return s.length > 0 ? Number(s) : 0;
}

// Reads one line holding a tree in level order as LeetCode writes it, e.g. [3,9,20,null,null,15,7]:
// "null" marks a missing child and [] is the empty tree. Built without recursion, so any depth works.
function readTree() {
  const items = readLine().replace(/[[\]\s]/g, '').split(',').filter((t) => t.length > 0);
  // The entries in order, null for "null".
  const nodes = items.map((t) => (t === 'null' ? null : new TreeNode(Number(t))));
  if (nodes.length === 0) return null;
  // Level by level, each present node takes the next two entries as its left and right child.
  let next = 1;
  for (let i = 0; i < nodes.length && next < nodes.length; i++) {
    if (nodes[i] === null) continue;
    nodes[i].left = nodes[next++];
    if (next < nodes.length) nodes[i].right = nodes[next++];
  }
  return nodes[0];
}

// The tree in the same level-order form: "null" for each missing child, trailing nulls dropped.
function formatTree(root) {
  const order = root ? [root] : [];
  for (let i = 0; i < order.length; i++) {
    const node = order[i];
    if (!node) continue;
    order.push(node.left ?? null, node.right ?? null);
  }
  while (order.length > 0 && !order[order.length - 1]) order.pop();
  return '[' + order.map((node) => (node ? String(node.val) : 'null')).join(',') + ']';
}

// Prints the tree in level order on one line.
function printTree(root) {
  process.stdout.write(formatTree(root) + '\n');
}
// @end-driver

function main() {
  const root = readTree();
  process.stdout.write(`${isValidBST(root)}\n`);
}

main();
