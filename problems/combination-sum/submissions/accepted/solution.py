import sys
from typing import List


# @learner
class Solution:
    # Returns every combination of candidates (each usable any number of times) that sums to target.
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        # @solution
        nums = sorted(candidates)
        result: List[List[int]] = []
        path: List[int] = []

        def backtrack(start: int, remaining: int) -> None:
            if remaining == 0:
                result.append(path[:])
                return
            for i in range(start, len(nums)):
                if nums[i] > remaining:
                    break  # sorted: every later candidate is too large as well
                path.append(nums[i])
                backtrack(i, remaining - nums[i])  # i, not i + 1: the same value may be reused
                path.pop()

        backtrack(0, target)
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


# Prints the number of lists, then each list as [a,b,c] on its own line.
def print_lists(lists: List[List[int]]) -> None:
    out = [str(len(lists))]
    for values in lists:
        out.append("[" + ",".join(map(str, values)) + "]")
    sys.stdout.write("\n".join(out) + "\n")


def main() -> None:
    candidates = read_int_array()
    target = next_int()

    result = Solution().combinationSum(candidates, target)

    # Any order is accepted: sort each combination, then the list of combinations.
    print_lists(sorted(sorted(c) for c in result))


if __name__ == "__main__":
    main()
