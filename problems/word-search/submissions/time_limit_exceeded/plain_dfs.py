import sys
from collections import Counter
from typing import List


class Solution:
    # Returns whether word can be traced on board through side-adjacent cells, each cell used at most once.
    def exist(self, board: List[List[str]], word: str) -> bool:
        # @solution
        # Plain backtracking without pruning: on a board full of one letter, every path is explored
        # before a missing last letter is noticed.
        rows, cols = len(board), len(board[0])

        def dfs(i: int, j: int, k: int) -> bool:
            if k == len(word):
                return True
            if i < 0 or j < 0 or i >= rows or j >= cols or board[i][j] != word[k]:
                return False
            saved = board[i][j]
            board[i][j] = "#"
            found = dfs(i + 1, j, k + 1) or dfs(i - 1, j, k + 1) or dfs(i, j + 1, k + 1) or dfs(i, j - 1, k + 1)
            board[i][j] = saved
            return found

        return any(dfs(i, j, 0) for i in range(rows) for j in range(cols))
        # @end-solution


def main() -> None:
    tokens = sys.stdin.read().split()
    rows = int(tokens[0])
    board = [list(tokens[2 + i]) for i in range(rows)]
    word = tokens[2 + rows]

    sys.stdout.write("true\n" if Solution().exist(board, word) else "false\n")


if __name__ == "__main__":
    main()
