import sys
from typing import List


# @learner
class Solution:
    # Inserts newInterval into the sorted, disjoint intervals, merging what overlaps it.
    def insert(self, intervals: List[List[int]], newInterval: List[int]) -> List[List[int]]:
        # @solution
        n, i = len(intervals), 0
        lo, hi = newInterval
        # 1) Intervals that end before the new one starts stay as they are.
        while i < n and intervals[i][1] < lo:
            i += 1
        result = intervals[:i]
        # 2) Intervals that overlap (or touch) the new one are absorbed into it.
        while i < n and intervals[i][0] <= hi:
            lo = min(lo, intervals[i][0])
            hi = max(hi, intervals[i][1])
            i += 1
        result.append([lo, hi])
        # 3) The rest start after it.
        result.extend(intervals[i:])
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
    intervals = [read_ints(2) for _ in range(n)]
    new_interval = read_ints(2)

    result = Solution().insert(intervals, new_interval)

    for interval in result:
        print_array(interval)


if __name__ == "__main__":
    main()
