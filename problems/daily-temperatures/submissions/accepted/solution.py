import sys
from typing import List


# @learner
class Solution:
    # answer[i] = days from day i to the next strictly warmer day, or 0 if there is none.
    def dailyTemperatures(self, temperatures: List[int]) -> List[int]:
        # @solution
        answer = [0] * len(temperatures)
        # Days still waiting for a warmer one; their temperatures never increase from bottom to top.
        waiting = []
        for i, t in enumerate(temperatures):
            while waiting and temperatures[waiting[-1]] < t:
                day = waiting.pop()
                answer[day] = i - day
            waiting.append(i)
        return answer
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
    temperatures = read_int_array()

    result = Solution().dailyTemperatures(temperatures)

    print_array(result)


if __name__ == "__main__":
    main()
