import sys
from typing import List


class Solution:
    def validTree(self, n: int, edges: List[List[int]]) -> bool:
        # @solution
        # Brute force: before adding each edge u-v, search the edges added so far for a path from u to
        # v (a cycle); at the end, search once more to check that every node is reached. Each search
        # may visit everything added so far: O(n * m).
        adj: List[List[int]] = [[] for _ in range(n)]

        def reachable(start: int) -> List[bool]:
            seen = [False] * n
            seen[start] = True
            stack = [start]
            while stack:
                cur = stack.pop()
                for nxt in adj[cur]:
                    if not seen[nxt]:
                        seen[nxt] = True
                        stack.append(nxt)
            return seen

        for u, v in edges:
            if reachable(u)[v]:
                return False
            adj[u].append(v)
            adj[v].append(u)
        return all(reachable(0))
        # @end-solution


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
    edges = read_edge_list(2)

    sys.stdout.write(("true" if Solution().validTree(n, edges) else "false") + "\n")


if __name__ == "__main__":
    main()
