import sys
from typing import List


# @learner
class Solution:
    # Returns the words that can be traced on board through side-adjacent cells, each cell used at most once per word, in any order.
    def findWords(self, board: List[List[str]], words: List[str]) -> List[str]:
        # @solution
        # A trie of nested dicts; the key "$" holds the word that ends at a node.
        root: dict = {}
        for w in words:
            v = root
            for ch in w:
                v = v.setdefault(ch, {})
            v["$"] = w
        rows, cols = len(board), len(board[0])
        found = []

        # Walks from cell (i, j) while the letters read so far are a prefix in the trie (v is the node before this cell).
        def dfs(i: int, j: int, v: dict) -> None:
            ch = board[i][j]
            u = v.get(ch)  # None for "#", a cell on the current path
            if u is None:
                return
            w = u.pop("$", None)
            if w is not None:
                found.append(w)  # reported once: the key is gone now
            board[i][j] = "#"  # used on the current path
            if i > 0:
                dfs(i - 1, j, u)
            if i + 1 < rows:
                dfs(i + 1, j, u)
            if j > 0:
                dfs(i, j - 1, u)
            if j + 1 < cols:
                dfs(i, j + 1, u)
            board[i][j] = ch
            if not u:
                del v[ch]  # prune a branch with nothing left to find

        for i in range(rows):
            for j in range(cols):
                dfs(i, j, root)
        return found
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.read().split()
    rows = int(tokens[0])
    board = [list(tokens[2 + i]) for i in range(rows)]
    k = int(tokens[2 + rows])
    words = tokens[3 + rows:3 + rows + k]

    result = Solution().findWords(board, words)

    # Any order is accepted: print the words sorted, separated by spaces.
    result.sort()
    sys.stdout.write(" ".join(result) + "\n")


if __name__ == "__main__":
    main()
