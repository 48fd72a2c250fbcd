import sys
from typing import List


# @learner
class Solution:
    # Returns the area of the largest rectangle inside the histogram.
    def largestRectangleArea(self, heights: List[int]) -> int:
        # @solution
        st = []  # indices of bars with increasing heights, still able to extend right
        best = 0
        n = len(heights)
        for i in range(n + 1):
            h = heights[i] if i < n else 0  # a bar of height 0 at the end empties the stack
            while st and heights[st[-1]] >= h:
                top = st.pop()
                # bar `top` spans from just after the new stack top to just before i
                left = st[-1] if st else -1
                area = heights[top] * (i - left - 1)
                if area > best:
                    best = area
            st.append(i)
        return best
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
    heights = read_int_array()

    result = Solution().largestRectangleArea(heights)

    sys.stdout.write(f"{result}\n")


if __name__ == "__main__":
    main()
