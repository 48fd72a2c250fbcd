import sys
from typing import List


# @learner
class Solution:
    # Returns the total number of water units trapped between the bars.
    def trap(self, height: List[int]) -> int:
        # @solution
        lo, hi = 0, len(height) - 1
        left_max = 0  # tallest bar seen from the left so far
        right_max = 0  # tallest bar seen from the right so far
        water = 0
        while lo < hi:
            if height[lo] <= height[hi]:
                # the right side has a wall at least this tall, so the left max decides
                if height[lo] >= left_max:
                    left_max = height[lo]
                else:
                    water += left_max - height[lo]
                lo += 1
            else:
                # the left side has a taller wall, so the right max decides
                if height[hi] >= right_max:
                    right_max = height[hi]
                else:
                    water += right_max - height[hi]
                hi -= 1
        return water
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
    height = read_int_array()

    sys.stdout.write(f"{Solution().trap(height)}\n")


if __name__ == "__main__":
    main()
