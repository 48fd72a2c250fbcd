import sys


# @driver tree-node
# Definition of a binary tree node.
class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right
# @end-driver


# @learner
# @driver tree-node-doc
# Definition of a binary tree node (given; do not define it again):
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
# @end-driver
class Solution:
    # Returns the lowest node that has both p and q in its subtree (a node counts as its own descendant).
    def lowestCommonAncestor(self, root: TreeNode, p: TreeNode, q: TreeNode) -> TreeNode:
        # @solution
        # Walk down from the root while p and q lie on the same side; where they split (or one is reached) is the answer.
        node = root
        while node is not None:
            if p.val < node.val and q.val < node.val:
                node = node.left
            elif p.val > node.val and q.val > node.val:
                node = node.right
            else:
                return node
        return None
        # @end-solution
# @end-learner


# @driver tree-io
# A tree can be one long chain: let recursive solutions go as deep as it is (the judge's stack allows it).
sys.setrecursionlimit(1_000_000)

# Standard input's lines (read on first use) and the next line's index.
_lines: list[str] | None = None
_line_index = 0


# Reads the next line of standard input ("" after its end), without its line ending.
def read_line() -> str:
    global _lines, _line_index
    if _lines is None:
        _lines = sys.stdin.read().split("\n")
    if _line_index >= len(_lines):
        return ""
    _line_index += 1
    return _lines[_line_index - 1].rstrip("\r")


# Reads one line holding an integer (0 when it is missing).
def read_int() -> int:
    s = read_line().strip()
    return int(s) if s else 0


# Reads one line holding a tree in level order as LeetCode writes it, e.g. [3,9,20,null,null,15,7]:
# "null" marks a missing child and [] is the empty tree. Built without recursion, so any depth works.
def read_tree() -> TreeNode | None:
    items = [t.strip() for t in read_line().strip().strip("[]").split(",")]
    # The entries in order, None for "null".
    nodes = [None if t == "null" else TreeNode(int(t)) for t in items if t]
    if not nodes:
        return None
    # Level by level, each present node takes the next two entries as its left and right child.
    nxt = 1
    for node in nodes:
        if nxt >= len(nodes):
            break
        if node is None:
            continue
        node.left = nodes[nxt]
        nxt += 1
        if nxt < len(nodes):
            node.right = nodes[nxt]
            nxt += 1
    return nodes[0]


# The tree in the same level-order form: "null" for each missing child, trailing nulls dropped.
def format_tree(root: TreeNode | None) -> str:
    order = [root] if root is not None else []
    i = 0
    while i < len(order):
        node = order[i]
        i += 1
        if node is not None:
            order.append(node.left)
            order.append(node.right)
    while order and order[-1] is None:
        order.pop()
    return "[" + ",".join("null" if node is None else str(node.val) for node in order) + "]"


# Prints the tree in level order on one line.
def print_tree(root: TreeNode | None) -> None:
    sys.stdout.write(format_tree(root) + "\n")
# @end-driver


# The node holding value in the tree (None if none), found without recursion.
def find_node(root: TreeNode | None, value: int) -> TreeNode | None:
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        if node.val == value:
            return node
        if node.left is not None:
            stack.append(node.left)
        if node.right is not None:
            stack.append(node.right)
    return None


def main() -> None:
    root = read_tree()
    p = read_int()
    q = read_int()

    result = Solution().lowestCommonAncestor(root, find_node(root, p), find_node(root, q))

    print("null" if result is None else result.val)


if __name__ == "__main__":
    main()
