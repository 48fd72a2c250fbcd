import sys
from typing import List


# @learner
class Solution:
    # Returns the values of the matrix in clockwise spiral order, starting at the top-left corner.
    def spiralOrder(self, matrix: List[List[int]]) -> List[int]:
        # @solution
        result: List[int] = []
        # The rows top..bottom and columns left..right are the part not read yet.
        top, bottom, left, right = 0, len(matrix) - 1, 0, len(matrix[0]) - 1
        while top <= bottom and left <= right:
            result.extend(matrix[top][left:right + 1])  # top row, rightwards
            top += 1
            result.extend(matrix[i][right] for i in range(top, bottom + 1))  # right column, down
            right -= 1
            if top <= bottom:  # a bottom row is left: read it leftwards
                result.extend(matrix[bottom][j] for j in range(right, left - 1, -1))
                bottom -= 1
            if left <= right:  # a left column is left: read it upwards
                result.extend(matrix[i][left] for i in range(bottom, top - 1, -1))
                left += 1
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
    m = next_int()
    n = next_int()
    matrix = [read_ints(n) for _ in range(m)]

    result = Solution().spiralOrder(matrix)

    print_array(result)


if __name__ == "__main__":
    main()
