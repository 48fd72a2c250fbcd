import sys
from typing import List


# @learner
class Solution:
    # Returns the largest value of nums[i] XOR nums[j] over all pairs 0 <= i <= j < n.
    def findMaximumXOR(self, nums: List[int]) -> int:
        # @solution
        # Decide the answer bit by bit from the top: with the prefixes (high bits) of all numbers in a set,
        # the answer can have its next bit set if two prefixes XOR to that candidate.
        best = 0
        mask = 0
        for b in range(max(nums).bit_length() - 1, -1, -1):
            mask |= 1 << b
            prefixes = {x & mask for x in nums}
            candidate = best | (1 << b)
            # a ^ b == candidate  <=>  candidate ^ a == b
            if any(candidate ^ p in prefixes for p in prefixes):
                best = candidate
        return best
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

    sys.stdout.write(f"{Solution().findMaximumXOR(nums)}\n")


if __name__ == "__main__":
    main()
