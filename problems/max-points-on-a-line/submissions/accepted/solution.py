import sys
from math import gcd
from typing import List


# @learner
class Solution:
    # Returns the largest number of the given points that lie on one straight line.
    def maxPoints(self, points: List[List[int]]) -> int:
        # @solution
        n = len(points)
        best = min(n, 1)
        for i in range(n):
            xi, yi = points[i]
            # The direction from point i to each later point, reduced by the gcd and turned to one
            # half-plane, is the same exactly for the points on a common line through point i.
            count = {}
            for xj, yj in points[i + 1:]:
                dx, dy = xj - xi, yj - yi
                g = gcd(dx, dy)
                dx //= g
                dy //= g
                if dx < 0 or (dx == 0 and dy < 0):
                    dx, dy = -dx, -dy
                key = (dx, dy)
                count[key] = count.get(key, 0) + 1
            if count:
                best = max(best, max(count.values()) + 1)  # the points in one direction plus point i
        return best
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
    points = [read_ints(2) for _ in range(n)]

    sys.stdout.write(f"{Solution().maxPoints(points)}\n")


if __name__ == "__main__":
    main()
