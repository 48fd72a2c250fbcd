import sys
from typing import List


# @learner
class Solution:
    # Returns the station from which the whole circle can be driven, or -1.
    def canCompleteCircuit(self, gas: List[int], cost: List[int]) -> int:
        # @solution
        total = 0  # fuel left after a full circle from any start
        tank = 0  # fuel since the current candidate start
        start = 0
        for i, (g, c) in enumerate(zip(gas, cost)):
            total += g - c
            tank += g - c
            # No station from start to i can be the answer: try the next one.
            if tank < 0:
                start = i + 1
                tank = 0
        return start if total >= 0 else -1
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
    gas = read_int_array()
    cost = read_ints(len(gas))

    result = Solution().canCompleteCircuit(gas, cost)

    sys.stdout.write(f"{result}\n")


if __name__ == "__main__":
    main()
