import sys
from typing import List


class Solution:
    # Returns whether one person can attend every meeting [start, end), i.e. no two meetings overlap.
    def canAttendMeetings(self, intervals: List[List[int]]) -> bool:
        # @solution
        # Wrong: a meeting that starts exactly when the previous one ends is counted as a clash.
        intervals.sort()
        return all(intervals[i][0] > intervals[i - 1][1] for i in range(1, len(intervals)))
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
    intervals = [read_ints(2) for _ in range(n)]

    sys.stdout.write("true\n" if Solution().canAttendMeetings(intervals) else "false\n")


if __name__ == "__main__":
    main()
