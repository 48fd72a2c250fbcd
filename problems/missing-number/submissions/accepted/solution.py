import sys
from typing import List


# @learner
class Solution:
    # Returns the one value of 0..n (n = the array's length) that the array does not contain.
    def missingNumber(self, nums: List[int]) -> int:
        # @solution
        # 0 + 1 + ... + n minus the sum of the values leaves exactly the missing value
        # (Python's integers never overflow).
        n = len(nums)
        return n * (n + 1) // 2 - sum(nums)
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

    sys.stdout.write(f"{Solution().missingNumber(nums)}\n")


if __name__ == "__main__":
    main()
