import sys
from typing import List


class Solution:
    # Returns whether some value appears at least twice in nums.
    def containsDuplicate(self, nums: List[int]) -> bool:
        # @solution
        # Too slow: `x in seen` on a list scans the whole list, so all-different arrays cost O(n^2).
        seen = []
        for x in nums:
            if x in seen:
                return True
            seen.append(x)
        return False
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
    result = Solution().containsDuplicate(read_int_array())
    sys.stdout.write("true\n" if result else "false\n")


if __name__ == "__main__":
    main()
