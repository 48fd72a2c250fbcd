import sys
from typing import List


# @learner
class Solution:
    # grid[r][c] = elevation of cell (r, c); the elevations are 0 .. n*n - 1, each once.
    def swimInWater(self, grid: List[List[int]]) -> int:
        # @solution
        # Let the water rise: at time t the cell with elevation t joins its flooded neighbours
        # (union-find). The answer is the first t at which both corners are in one region.
        n = len(grid)
        cells = n * n
        flat = [v for row in grid for v in row]  # elevation of cell r * n + c
        at = [0] * cells  # at[t] = index of the cell with elevation t
        for i, v in enumerate(flat):
            at[v] = i
        parent = list(range(cells))

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for t in range(cells):
            i = at[t]
            r, c = divmod(i, n)
            a = find(i)
            for j, ok in ((i - n, r > 0), (i + n, r < n - 1), (i - 1, c > 0), (i + 1, c < n - 1)):
                if ok and flat[j] < t:  # a flooded neighbour
                    b = find(j)
                    if a != b:
                        parent[b] = a
            if find(0) == find(cells - 1):
                return t
        return cells - 1
        # @end-solution
# @end-learner


# @driver graph-io
# Standard input's whitespace-separated tokens (read on first use) and the next token's index.
_tokens: list[bytes] | None = None
_pos = 0


# The next n tokens of standard input (fewer, or none, after its end).
def _take(n: int) -> list[bytes]:
    global _tokens, _pos
    if _tokens is None:
        _tokens = sys.stdin.buffer.read().split()
    chunk = _tokens[_pos:_pos + n]
    _pos += n
    return chunk


# Reads the next integer of standard input (0 after its end).
def next_int() -> int:
    chunk = _take(1)
    return int(chunk[0]) if chunk else 0


# Reads `count` rows of `width` integers each: an edge list (`u v` or `u v w` per line), points, a grid.
def read_rows(count: int, width: int) -> list[list[int]]:
    values = [int(t) for t in _take(count * width)]
    values += [0] * (count * width - len(values))
    return [values[i:i + width] for i in range(0, count * width, width)]


# Reads an edge count m followed by m edges of `width` integers each (`u v`, or `u v w` with a weight).
def read_edge_list(width: int) -> list[list[int]]:
    return read_rows(next_int(), width)
# @end-driver


def main() -> None:
    n = next_int()
    grid = read_rows(n, n)

    sys.stdout.write(f"{Solution().swimInWater(grid)}\n")


if __name__ == "__main__":
    main()
