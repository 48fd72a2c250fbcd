import heapq
import sys
from typing import List


# @learner
class Solution:
    # times[i] = [u, v, w]: a signal sent from node u reaches node v after w time units; nodes are
    # numbered 1 .. n and node k sends the signal. Returns when the last node hears it, or -1.
    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:
        # @solution
        # Dijkstra's algorithm with a binary heap of (distance, node) entries.
        adj: List[List[tuple[int, int]]] = [[] for _ in range(n + 1)]
        for u, v, w in times:
            adj[u].append((v, w))
        inf = float("inf")
        dist = [inf] * (n + 1)
        dist[k] = 0
        heap = [(0, k)]
        while heap:
            d, u = heapq.heappop(heap)
            if d > dist[u]:
                continue  # outdated entry
            for v, w in adj[u]:
                nd = d + w
                if nd < dist[v]:
                    dist[v] = nd
                    heapq.heappush(heap, (nd, v))
        latest = max(dist[1:])
        return -1 if latest == inf else latest  # inf: some node never hears the signal
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.buffer.read().split()
    n, m, k = int(tokens[0]), int(tokens[1]), int(tokens[2])
    values = list(map(int, tokens[3:3 + 3 * m]))
    times = [values[i:i + 3] for i in range(0, 3 * m, 3)]

    sys.stdout.write(f"{Solution().networkDelayTime(times, n, k)}\n")


if __name__ == "__main__":
    main()
