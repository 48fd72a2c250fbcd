import sys
from typing import List


# @learner
class Solution:
    # Returns every placement of n non-attacking queens, each board as n strings of '.' and 'Q'.
    def solveNQueens(self, n: int) -> List[List[str]]:
        # @solution
        result: List[List[str]] = []
        queen_col = [0] * n  # queen_col[r] = column of the queen in row r
        cols = [False] * n
        diag = [False] * (2 * n - 1)  # r + c is the same along a "/" diagonal
        anti = [False] * (2 * n - 1)  # r - c + n - 1 is the same along a "\" diagonal

        def place(r: int) -> None:
            if r == n:
                result.append(["." * c + "Q" + "." * (n - c - 1) for c in queen_col])
                return
            for c in range(n):
                if cols[c] or diag[r + c] or anti[r - c + n - 1]:
                    continue  # attacked by a queen in an earlier row
                cols[c] = diag[r + c] = anti[r - c + n - 1] = True
                queen_col[r] = c
                place(r + 1)
                cols[c] = diag[r + c] = anti[r - c + n - 1] = False

        place(0)
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

    boards = Solution().solveNQueens(n)

    # Any order is accepted: the boards are printed sorted, each followed by an empty line.
    out = [str(len(boards))]
    for board in sorted(list(b) for b in boards):
        out.extend(board)
        out.append("")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
