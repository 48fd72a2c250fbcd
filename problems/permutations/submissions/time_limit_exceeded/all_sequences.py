import sys
from typing import List


class Solution:
    # Returns every ordering of nums (the values are distinct), each exactly once, in any order.
    def permute(self, nums: List[int]) -> List[List[int]]:
        # @solution
        # Brute force: try all n^n sequences of the values (repeats allowed), keep those whose values
        # are all different, and skip one already listed by searching the result list.
        from itertools import product

        result: List[List[int]] = []
        for seq in product(nums, repeat=len(nums)):
            candidate = list(seq)
            if len(set(candidate)) == len(nums) and candidate not in result:
                result.append(candidate)
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


# Prints the number of lists, then each list as [a,b,c] on its own line.
def print_lists(lists: List[List[int]]) -> None:
    out = [str(len(lists))]
    for values in lists:
        out.append("[" + ",".join(map(str, values)) + "]")
    sys.stdout.write("\n".join(out) + "\n")


def main() -> None:
    nums = read_int_array()

    result = Solution().permute(nums)

    # Any order of the permutations is accepted: sort the list (each permutation keeps its order).
    print_lists(sorted(list(p) for p in result))


if __name__ == "__main__":
    main()
