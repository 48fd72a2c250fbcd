import sys
from typing import List


# @learner
class Solution:
    # Sets every row and every column that holds a 0 to all zeros, in place.
    def setZeroes(self, matrix: List[List[int]]) -> None:
        # @solution
        m, n = len(matrix), len(matrix[0])
        # The first row and column become the notes "this column / row must be cleared";
        # two flags remember whether they held a zero of their own.
        first_row_zero = 0 in matrix[0]
        first_col_zero = any(row[0] == 0 for row in matrix)
        top = matrix[0]
        for i in range(1, m):
            row = matrix[i]
            for j in range(1, n):
                if row[j] == 0:
                    row[0] = 0
                    top[j] = 0
        # Clear the inner cells from the notes, then the first row and column themselves.
        zero_cols = [j for j in range(1, n) if top[j] == 0]
        for i in range(1, m):
            row = matrix[i]
            if row[0] == 0:
                row[1:] = [0] * (n - 1)
            else:
                for j in zero_cols:
                    row[j] = 0
        if first_row_zero:
            top[:] = [0] * n
        if first_col_zero:
            for row in matrix:
                row[0] = 0
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
    m = next_int()
    n = next_int()
    matrix = [read_ints(n) for _ in range(m)]

    Solution().setZeroes(matrix)

    # The matrix the function received, after the call.
    for row in matrix:
        print_array(row)


if __name__ == "__main__":
    main()
