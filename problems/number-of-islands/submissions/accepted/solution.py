import sys
from typing import List


# @learner
class Solution:
    # grid[i][j] is "1" for land and "0" for water; returns the number of islands (4-connected land).
    def numIslands(self, grid: List[List[str]]) -> int:
        # @solution
        rows, cols = len(grid), len(grid[0])
        # The grid as one bytearray of b"0"/b"1", row i at (i + 1) * w. A water row above and below and
        # a water column after every row surround the land, so a neighbour index never leaves the grid.
        w = cols + 1
        land = bytearray(b"0") * (w * (rows + 2))
        for i, row in enumerate(grid):
            land[(i + 1) * w:(i + 1) * w + cols] = "".join(row).encode()
        LAND, WATER = ord("1"), ord("0")
        islands = 0
        start = land.find(LAND)
        while start != -1:
            # A new island: sink every land cell reachable from this one (iterative depth-first search).
            islands += 1
            land[start] = WATER
            stack = [start]
            while stack:
                cur = stack.pop()
                for nb in (cur - w, cur + w, cur - 1, cur + 1):
                    if land[nb] == LAND:
                        land[nb] = WATER
                        stack.append(nb)
            start = land.find(LAND, start + 1)
        return islands
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.buffer.read().split()
    rows = int(tokens[0])
    grid = [list(tokens[2 + i].decode()) for i in range(rows)]

    sys.stdout.write(f"{Solution().numIslands(grid)}\n")


if __name__ == "__main__":
    main()
