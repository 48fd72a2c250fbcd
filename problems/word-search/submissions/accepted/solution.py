import sys
from collections import Counter
from typing import List


# @learner
class Solution:
    # Returns whether word can be traced on board through side-adjacent cells, each cell used at most once.
    def exist(self, board: List[List[str]], word: str) -> bool:
        # @solution
        rows, cols = len(board), len(board[0])
        if len(word) > rows * cols:
            return False
        # Pruning 1: the board must hold every letter of the word often enough.
        have = Counter(ch for row in board for ch in row)
        need = Counter(word)
        if any(have[ch] < k for ch, k in need.items()):
            return False
        # Pruning 2: start from the rarer end; a path read backwards is still a path.
        if have[word[0]] > have[word[-1]]:
            word = word[::-1]

        def dfs(i: int, j: int, k: int) -> bool:
            if k == len(word):
                return True
            if i < 0 or j < 0 or i >= rows or j >= cols or board[i][j] != word[k]:
                return False
            saved = board[i][j]
            board[i][j] = "#"  # mark as used on the current path
            found = dfs(i + 1, j, k + 1) or dfs(i - 1, j, k + 1) or dfs(i, j + 1, k + 1) or dfs(i, j - 1, k + 1)
            board[i][j] = saved
            return found

        return any(dfs(i, j, 0) for i in range(rows) for j in range(cols))
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.read().split()
    rows = int(tokens[0])
    board = [list(tokens[2 + i]) for i in range(rows)]
    word = tokens[2 + rows]

    sys.stdout.write("true\n" if Solution().exist(board, word) else "false\n")


if __name__ == "__main__":
    main()
