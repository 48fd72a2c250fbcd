import sys
from collections import deque
from typing import List


# @learner
class Solution:
    # Returns the maximum of every window of k consecutive elements of nums, from left to right.
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        # @solution
        # Indices whose values decrease from front to back; the front is the maximum of the current window.
        dq: deque = deque()
        result = []
        for i, x in enumerate(nums):
            # A smaller value before i can never be a maximum again while x is in the window.
            while dq and nums[dq[-1]] <= x:
                dq.pop()
            dq.append(i)
            if dq[0] <= i - k:
                dq.popleft()  # it left the window
            if i >= k - 1:
                result.append(nums[dq[0]])
        return result
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
    nums = read_ints(n)

    print_array(Solution().maxSlidingWindow(nums, k))


if __name__ == "__main__":
    main()
