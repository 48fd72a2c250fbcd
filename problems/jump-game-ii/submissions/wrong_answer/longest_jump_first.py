import sys
from typing import List


class Solution:
    # Returns the fewest jumps from index 0 to the last index.
    def jump(self, nums: List[int]) -> int:
        # @solution
        # Wrong: always takes the longest jump allowed, stepping back only when it lands on a 0;
        # a shorter jump can lead to a square that reaches much further (2 3 1 1 4 needs 2 jumps, not 3).
        last = len(nums) - 1
        i = jumps = 0
        while i < last:
            step = nums[i]
            if step == 0:
                return -1  # stuck
            while step > 1 and i + step < last and nums[i + step] == 0:
                step -= 1
            i = min(last, i + step)
            jumps += 1
        return jumps
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

    result = Solution().jump(nums)

    sys.stdout.write(f"{result}\n")


if __name__ == "__main__":
    main()
