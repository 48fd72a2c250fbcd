import heapq
import sys
from typing import List


class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int, k: int) -> int:
        # @solution
        # Wrong: plain Dijkstra that settles each city once. The cheapest way into a city may use too
        # many flights, and a dearer way with fewer flights is then never explored.
        adj: List[List[tuple[int, int]]] = [[] for _ in range(n)]
        for a, b, price in flights:
            adj[a].append((b, price))
        settled = [False] * n
        heap = [(0, src, 0)]
        while heap:
            price, city, used = heapq.heappop(heap)
            if city == dst:
                return price
            if settled[city]:
                continue
            settled[city] = True
            if used == k + 1:
                continue
            for nxt, cost in adj[city]:
                heapq.heappush(heap, (price + cost, nxt, used + 1))
        return -1
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
    flights = read_edge_list(3)
    src, dst, k = next_int(), next_int(), next_int()

    sys.stdout.write(f"{Solution().findCheapestPrice(n, flights, src, dst, k)}\n")


if __name__ == "__main__":
    main()
