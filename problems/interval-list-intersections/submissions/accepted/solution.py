import sys
from typing import List


# @learner
class Solution:
    # Returns the intersections of the two sorted lists of disjoint closed intervals, in any order.
    def intervalIntersection(self, firstList: List[List[int]], secondList: List[List[int]]) -> List[List[int]]:
        # @solution
        result = []
        i = j = 0
        while i < len(firstList) and j < len(secondList):
            # The overlap of the two current intervals, if any.
            lo = max(firstList[i][0], secondList[j][0])
            hi = min(firstList[i][1], secondList[j][1])
            if lo <= hi:
                result.append([lo, hi])
            # The interval that ends first cannot meet anything further in the other list.
            if firstList[i][1] < secondList[j][1]:
                i += 1
            else:
                j += 1
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
    m = next_int()
    first_list = [read_ints(2) for _ in range(n)]
    second_list = [read_ints(2) for _ in range(m)]

    result = Solution().intervalIntersection(first_list, second_list)

    # Any order is accepted: print the intersections sorted by start.
    result.sort()
    for interval in result:
        print_array(interval)


if __name__ == "__main__":
    main()
