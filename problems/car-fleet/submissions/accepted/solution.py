import sys
from typing import List


# @learner
class Solution:
    # Returns how many fleets arrive at the destination.
    def carFleet(self, target: int, position: List[int], speed: List[int]) -> int:
        # @solution
        cars = sorted(zip(position, speed), reverse=True)  # closest to the destination first
        fleets = 0
        lead_dist, lead_speed = 0, 1  # arrival time of the fleet in front, as a fraction
        for p, s in cars:
            dist = target - p
            # slower than the fleet in front (dist / s > lead_dist / lead_speed): a new fleet
            if fleets == 0 or dist * lead_speed > lead_dist * s:
                fleets += 1
                lead_dist, lead_speed = dist, s
        return fleets
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
    target = next_int()
    position = read_ints(n)
    speed = read_ints(n)

    result = Solution().carFleet(target, position, speed)

    sys.stdout.write(f"{result}\n")


if __name__ == "__main__":
    main()
