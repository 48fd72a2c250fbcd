import sys
from typing import List


# @learner
class Solution:
    # points[i] = [x, y]; joining points i and j costs |xi - xj| + |yi - yj|.
    def minCostConnectPoints(self, points: List[List[int]]) -> int:
        # @solution
        # Prim's algorithm on the complete graph: dist[j] is the cheapest link from the tree to point j.
        n = len(points)
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        dist = [float("inf")] * n
        outside = list(range(1, n))  # the points not yet in the tree
        cur, total = 0, 0
        while outside:
            cx, cy = xs[cur], ys[cur]
            best, best_k = float("inf"), -1
            for k, j in enumerate(outside):
                # The new tree point's link to j may be cheaper than the best one known so far.
                d = abs(xs[j] - cx) + abs(ys[j] - cy)
                if d < dist[j]:
                    dist[j] = d
                else:
                    d = dist[j]
                if d < best:
                    best, best_k = d, k
            # Take the cheapest point outside the tree.
            cur = outside[best_k]
            total += best
            outside[best_k] = outside[-1]
            outside.pop()
        return total
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
    points = read_rows(n, 2)

    sys.stdout.write(f"{Solution().minCostConnectPoints(points)}\n")


if __name__ == "__main__":
    main()
