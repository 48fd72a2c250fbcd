import sys
from typing import List


# @learner
class Solution:
    # edges[i] = [u, v]: an undirected edge between nodes u and v (nodes are 1 .. n, n = len(edges)).
    def findRedundantConnection(self, edges: List[List[int]]) -> List[int]:
        # @solution
        # Union-find: the first edge whose ends are already connected closes the only cycle, and it is
        # the cycle's edge that comes last in the input.
        n = len(edges)
        parent = list(range(n + 1))
        size = [1] * (n + 1)

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for edge in edges:
            a, b = find(edge[0]), find(edge[1])
            if a == b:
                return edge
            if size[a] < size[b]:
                a, b = b, a
            parent[b] = a
            size[a] += size[b]
        return []
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
    edges = read_edge_list(2)

    edge = Solution().findRedundantConnection(edges)
    sys.stdout.write((f"{edge[0]} {edge[1]}" if edge is not None and len(edge) == 2 else "no edge") + "\n")


if __name__ == "__main__":
    main()
