import sys
from bisect import bisect_right
from typing import List


# @learner
class Solution:
    # Returns every triplet of values, taken from three different positions, that adds up to 0, each triplet once.
    def threeSum(self, nums: List[int]) -> List[List[int]]:
        # @solution
        # How many times each value occurs; the triplets are built from distinct values a <= b <= c.
        count = {}
        for v in nums:
            count[v] = count.get(v, 0) + 1
        vals = sorted(count)
        result = []
        for i, a in enumerate(vals):
            if a > 0:
                break  # three positive values never add up to 0
            if a == 0:
                if count[0] >= 3:
                    result.append([0, 0, 0])
                break
            if count[a] >= 2 and -2 * a in count:  # a == b < c
                result.append([a, a, -2 * a])
            # a < b < c = -a - b, so 2b < -a: b runs over the distinct values up to (-a - 1) // 2
            for b in vals[i + 1:bisect_right(vals, (-a - 1) // 2)]:
                if -a - b in count:
                    result.append([a, b, -a - b])
            if a % 2 == 0 and count.get(-a // 2, 0) >= 2:  # a < b == c
                result.append([a, -a // 2, -a // 2])
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
    nums = read_int_array()

    result = Solution().threeSum(nums)

    # Any order is accepted: each triplet and the list are sorted before printing.
    triplets = sorted(sorted(t) for t in result)
    sys.stdout.write(f"{len(triplets)}\n")
    for t in triplets:
        print_array(t)


if __name__ == "__main__":
    main()
