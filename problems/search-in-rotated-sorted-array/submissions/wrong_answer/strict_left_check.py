import sys
from typing import List


class Solution:
    # nums is an increasing array without repeats, rotated at an unknown point. Returns the index of target, or -1.
    def search(self, nums: List[int], target: int) -> int:
        # @solution
        # Wrong: "nums[lo] < nums[mid]" treats a one-element left half (lo == mid) as unsorted,
        # and then looks for the target on the wrong side.
        lo, hi = 0, len(nums) - 1
        while lo <= hi:
            mid = (lo + hi) // 2
            v = nums[mid]
            if v == target:
                return mid
            if nums[lo] < v:
                if nums[lo] <= target < v:
                    hi = mid - 1
                else:
                    lo = mid + 1
            else:
                if v < target <= nums[hi]:
                    lo = mid + 1
                else:
                    hi = mid - 1
        return -1
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
    nums = read_int_array()
    queries = read_int_array()

    # One call per query, on the same array.
    solution = Solution()
    answers = [solution.search(nums, target) for target in queries]

    print_array(answers)


if __name__ == "__main__":
    main()
