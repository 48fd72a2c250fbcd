import sys
from typing import List


# @learner
class Solution:
    # Rotates the n x n matrix a quarter turn clockwise, in place.
    def rotate(self, matrix: List[List[int]]) -> None:
        # @solution
        n = len(matrix)
        # Transpose (swap across the main diagonal), then reverse every row.
        for i in range(n):
            row = matrix[i]
            for j in range(i + 1, n):
                row[j], matrix[j][i] = matrix[j][i], row[j]
        for row in matrix:
            row.reverse()
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
    matrix = [read_ints(n) for _ in range(n)]

    Solution().rotate(matrix)

    # The matrix the function received, after the call.
    for row in matrix:
        print_array(row)


if __name__ == "__main__":
    main()
