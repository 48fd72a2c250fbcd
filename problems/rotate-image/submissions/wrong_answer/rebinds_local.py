import sys
from typing import List


class Solution:
    def rotate(self, matrix: List[List[int]]) -> None:
        # @solution
        # Wrong: builds the rotated picture correctly, but only rebinds the local name; the
        # caller's matrix is never changed (matrix[:] = ... would have copied it back).
        n = len(matrix)
        matrix = [[matrix[n - 1 - j][i] for j in range(n)] for i in range(n)]
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
    matrix = [read_ints(n) for _ in range(n)]

    Solution().rotate(matrix)

    for row in matrix:
        print_array(row)


if __name__ == "__main__":
    main()
