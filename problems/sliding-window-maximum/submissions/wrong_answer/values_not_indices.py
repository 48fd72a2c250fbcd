import sys
from collections import deque
from typing import List


class Solution:
    # Returns the maximum of every window of k consecutive elements of nums, from left to right.
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        # @solution
        # Wrong: keeps values instead of indices and drops equal values, so when one copy of the maximum
        # leaves the window, the front is removed although another copy is still inside.
        dq: deque = deque()
        result = []
        for i, x in enumerate(nums):
            while dq and dq[-1] <= x:
                dq.pop()
            dq.append(x)
            if i >= k and dq[0] == nums[i - k]:
                dq.popleft()
            if i >= k - 1:
                result.append(dq[0])
        return result
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
    n = next_int()
    k = next_int()
    nums = read_ints(n)

    print_array(Solution().maxSlidingWindow(nums, k))


if __name__ == "__main__":
    main()
