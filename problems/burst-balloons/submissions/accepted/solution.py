import sys
from typing import List


# @learner
class Solution:
    # Returns the most coins that bursting all balloons can earn.
    def maxCoins(self, nums: List[int]) -> int:
        # @solution
        n = len(nums)
        # v = nums with a balloon of value 1 added at both ends (they are never burst).
        v = [1] + nums + [1]
        # best[l][r] = most coins from bursting every balloon strictly between l and r,
        # while l and r are still there.
        best = [[0] * (n + 2) for _ in range(n + 2)]
        for length in range(2, n + 2):
            for left in range(0, n + 2 - length):
                right = left + length
                row, outer = best[left], v[left] * v[right]
                # k is the LAST balloon burst between left and right: its neighbours are then left and right.
                best[left][right] = max(row[k] + best[k][right] + outer * v[k] for k in range(left + 1, right))
        return best[0][n + 1]
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
    nums = read_int_array()

    sys.stdout.write(f"{Solution().maxCoins(nums)}\n")


if __name__ == "__main__":
    main()
