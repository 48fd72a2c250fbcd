import json
import sys
from collections import Counter
from typing import List


class DetectSquares:
    # @solution
    # Wrong: tries every stored point as the corner opposite the query, checking only that it is
    # as far away horizontally as vertically. A copy of the query point itself is at distance 0
    # in both directions and is counted as a square of area 0.
    def __init__(self):
        self.points = Counter()

    def add(self, point: List[int]) -> None:
        self.points[tuple(point)] += 1

    def count(self, point: List[int]) -> int:
        x, y = point
        ways = 0
        for (px, py), c in self.points.items():
            if abs(px - x) == abs(py - y):
                ways += c * self.points.get((px, y), 0) * self.points.get((x, py), 0)
        return ways
    # @end-solution


# @driver design-io
# All of standard input (read on first use) and the part of it not parsed yet.
_rest: str | None = None


# Parses the next list of standard input (an empty list when there is none).
def _next_list() -> list:
    global _rest
    if _rest is None:
        _rest = sys.stdin.read()
    text = _rest.lstrip()
    if not text.startswith("["):
        _rest = ""
        return []
    value, end = json.JSONDecoder().raw_decode(text)
    _rest = text[end:]
    return value


# Reads line 1: the names of the operations, in order (the first one constructs the object).
def read_names() -> list[str]:
    return _next_list()


# Reads line 2: the argument list of each of the n operations (an empty list for each one missing).
def read_arguments(n: int) -> list[list]:
    arguments = _next_list()
    return arguments + [[] for _ in range(n - len(arguments))]


# A boolean result as the output shows it.
def show_bool(b) -> str:
    return "true" if b else "false"


# A string result as the output shows it: in double quotes.
def show_string(s: str) -> str:
    return json.dumps(s)


# A floating-point result as the output shows it: rounded to one digit after the decimal point.
def show_double(d) -> str:
    return f"{float(d) + 0.0:.1f}"


# Prints the results (each already shown as text, "null" for a method without one) as one list.
def print_results(results: list[str]) -> None:
    sys.stdout.write("[" + ",".join(results) + "]\n")
# @end-driver


def main() -> None:
    names = read_names()
    arguments = read_arguments(len(names))
    results = []
    obj = None
    for name, args in zip(names, arguments):
        if name == "DetectSquares":
            obj = DetectSquares()
            results.append("null")
        elif name == "add":
            obj.add(args[0])
            results.append("null")
        else:
            results.append(str(obj.count(args[0])))
    print_results(results)


if __name__ == "__main__":
    main()
