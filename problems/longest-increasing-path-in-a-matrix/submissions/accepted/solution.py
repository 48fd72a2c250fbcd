import sys
from typing import List


# @learner
class Solution:
    # Returns the number of cells on the longest strictly increasing path through side-adjacent cells.
    def longestIncreasingPath(self, grid: List[List[int]]) -> int:
        # @solution
        m, n = len(grid), len(grid[0])
        # neighbours[r * n + c] = the cells next to (r, c)
        neighbours = [[] for _ in range(m * n)]
        for r in range(m):
            for c in range(n):
                cell = neighbours[r * n + c]
                if r > 0:
                    cell.append((r - 1) * n + c)
                if r + 1 < m:
                    cell.append((r + 1) * n + c)
                if c > 0:
                    cell.append(r * n + c - 1)
                if c + 1 < n:
                    cell.append(r * n + c + 1)
        value = [x for row in grid for x in row]
        # out[c] = neighbours of c with a larger value: the steps a path can still take from c.
        out = [sum(1 for d in neighbours[c] if value[d] > value[c]) for c in range(m * n)]
        layer = [c for c in range(m * n) if out[c] == 0]  # a path can end here
        # Peel the grid layer by layer from the path ends (topological order); count the layers.
        layers = 0
        while layer:
            layers += 1
            nxt = []
            for c in layer:
                v = value[c]
                for d in neighbours[c]:
                    if value[d] < v:
                        out[d] -= 1
                        if out[d] == 0:
                            nxt.append(d)
            layer = nxt
        return layers
        # @end-solution
# @end-learner


# @driver array-io
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


# Reads n integers (0 for each one after the end of standard input).
def read_ints(n: int) -> list[int]:
    values = list(map(int, _take(n)))
    values += [0] * (n - len(values))
    return values


# Reads a length followed by that many integers.
def read_int_array() -> list[int]:
    return read_ints(next_int())


# Prints the values separated by single spaces, then a newline (empty line for an empty array).
def print_array(values: list[int]) -> None:
    sys.stdout.write(" ".join(map(str, values)) + "\n")
# @end-driver


def main() -> None:
    m = next_int()
    n = next_int()
    grid = [read_ints(n) for _ in range(m)]

    sys.stdout.write(f"{Solution().longestIncreasingPath(grid)}\n")


if __name__ == "__main__":
    main()
