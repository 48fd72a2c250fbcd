import heapq
import sys
from typing import List


# @learner
class Solution:
    # Returns the k points closest to (0, 0), in any order (the k-th and (k+1)-th distances differ).
    def kClosest(self, points: List[List[int]], k: int) -> List[List[int]]:
        # @solution
        # Max-heap (negated squared distances) of the k closest points seen so far.
        heap: List[tuple] = []
        for i, (x, y) in enumerate(points):
            d = x * x + y * y
            if len(heap) < k:
                heapq.heappush(heap, (-d, i))
            elif d < -heap[0][0]:  # closer than the farthest point kept
                heapq.heapreplace(heap, (-d, i))
        return [points[i] for _, i in heap]
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
    n = next_int()
    k = next_int()
    points = [read_ints(2) for _ in range(n)]

    result = Solution().kClosest(points, k)

    # Any order is accepted: the points are printed sorted by x, then by y.
    for p in sorted(list(p) for p in result):
        print_array(p)


if __name__ == "__main__":
    main()
