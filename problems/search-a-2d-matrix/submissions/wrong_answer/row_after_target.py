import sys
from typing import List


class Solution:
    # Returns whether target occurs in the matrix, which is sorted in reading order.
    def searchMatrix(self, matrix: List[List[int]], target: int) -> bool:
        # @solution
        # Wrong: picks the first row whose first number is at least target, but a target inside a
        # row is smaller than the next row's first number, so it searches one row too far down.
        from bisect import bisect_left
        firsts = [row[0] for row in matrix]
        r = bisect_left(firsts, target)
        if r == len(matrix):
            r -= 1
        row = matrix[r]
        k = bisect_left(row, target)
        return k < len(row) and row[k] == target
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
    m = next_int()
    n = next_int()
    matrix = [read_ints(n) for _ in range(m)]
    targets = read_int_array()

    solution = Solution()
    lines = ["true\n" if solution.searchMatrix(matrix, t) else "false\n" for t in targets]

    sys.stdout.write("".join(lines))


if __name__ == "__main__":
    main()
