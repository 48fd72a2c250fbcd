import sys


class Solution:
    # Returns the number of right/down paths from the top-left to the bottom-right cell of an m x n grid.
    def uniquePaths(self, m: int, n: int) -> int:
        # @solution
        # Brute force: the paths to a cell are the paths to the cell above plus those to the cell on
        # the left. Without remembering results, every single path is counted by its own call.
        def paths(i: int, j: int) -> int:
            if i == 0 or j == 0:
                return 1
            return paths(i - 1, j) + paths(i, j - 1)

        return paths(m - 1, n - 1)
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

    sys.stdout.write(f"{Solution().uniquePaths(m, n)}\n")


if __name__ == "__main__":
    main()
