import heapq
import sys
from typing import List


# @learner
class Solution:
    # flights[i] = [from, to, price]: a one-way flight. At most k stops means at most k + 1 flights.
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int, k: int) -> int:
        # @solution
        # Dijkstra over states (price, city, flights taken). States leave the heap cheapest first, so a
        # state is only worth expanding if it reaches its city with fewer flights than every earlier one.
        adj: List[List[tuple[int, int]]] = [[] for _ in range(n)]
        for a, b, price in flights:
            adj[a].append((b, price))
        fewest = [k + 2] * n  # fewest flights of an expanded state, per city
        heap = [(0, src, 0)]
        while heap:
            price, city, used = heapq.heappop(heap)
            if city == dst:
                return price
            if used >= fewest[city]:
                continue  # a cheaper state got here with no more flights
            fewest[city] = used
            if used == k + 1:
                continue  # no flights left
            for nxt, cost in adj[city]:
                if used + 1 < fewest[nxt]:  # otherwise the new state would be skipped anyway
                    heapq.heappush(heap, (price + cost, nxt, used + 1))
        return -1
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
    flights = read_edge_list(3)
    src, dst, k = next_int(), next_int(), next_int()

    sys.stdout.write(f"{Solution().findCheapestPrice(n, flights, src, dst, k)}\n")


if __name__ == "__main__":
    main()
