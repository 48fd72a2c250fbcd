import sys
from typing import List


# @learner
class Solution:
    # nums1 and nums2 are sorted in non-decreasing order. Returns the median of all their values together.
    def findMedianSortedArrays(self, nums1: List[int], nums2: List[int]) -> float:
        # @solution
        # Binary search on the shorter array: take i values from nums1 and j = half - i from nums2 as
        # the lower half; the cut is right when the lower half's largest value <= the upper half's smallest.
        if len(nums1) > len(nums2):
            nums1, nums2 = nums2, nums1
        m, n = len(nums1), len(nums2)
        half = (m + n + 1) // 2  # the lower half holds the median itself when the total is odd
        lo, hi = 0, m
        while True:
            i = (lo + hi) // 2
            j = half - i
            left1 = nums1[i - 1] if i > 0 else float("-inf")
            right1 = nums1[i] if i < m else float("inf")
            left2 = nums2[j - 1] if j > 0 else float("-inf")
            right2 = nums2[j] if j < n else float("inf")
            if left1 > right2:
                hi = i - 1  # too many values from nums1
            elif left2 > right1:
                lo = i + 1  # too few values from nums1
            else:
                lower_max = max(left1, left2)
                if (m + n) % 2 == 1:
                    return float(lower_max)
                return (lower_max + min(right1, right2)) / 2
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
    nums1 = read_int_array()
    nums2 = read_int_array()

    median = Solution().findMedianSortedArrays(nums1, nums2)

    # One digit after the point (medians are whole numbers or halves); + 0.0 turns -0.0 into 0.0.
    sys.stdout.write(f"{median + 0.0:.1f}\n")


if __name__ == "__main__":
    main()
