import sys
from typing import List


class Solution:
    # nums1 and nums2 are sorted in non-decreasing order. Returns the median of all their values together.
    def findMedianSortedArrays(self, nums1: List[int], nums2: List[int]) -> float:
        # @solution
        # Wrong: for an even total it returns the lower of the two middle values instead of their average.
        merged = sorted(nums1 + nums2)
        return float(merged[(len(merged) - 1) // 2])
        # @end-solution


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
    nums1 = read_int_array()
    nums2 = read_int_array()

    median = Solution().findMedianSortedArrays(nums1, nums2)

    # One digit after the point (medians are whole numbers or halves); + 0.0 turns -0.0 into 0.0.
    sys.stdout.write(f"{median + 0.0:.1f}\n")


if __name__ == "__main__":
    main()
