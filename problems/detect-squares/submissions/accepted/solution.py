import json
import sys
from typing import List


# @learner
class DetectSquares:
    # @solution
    def __init__(self):
        # cnt[x][y] = how many times (x, y) was added; ys[x] = the distinct y values stored in column x.
        self.cnt = [[0] * 1001 for _ in range(1001)]
        self.ys: List[List[int]] = [[] for _ in range(1001)]

    # Stores the point [x, y]; a point added again counts again.
    def add(self, point: List[int]) -> None:
        x, y = point
        column = self.cnt[x]
        if column[y] == 0:
            self.ys[x].append(y)
        column[y] += 1

    # Returns the number of ways to pick three stored points that form an axis-aligned square of
    # positive area with the query point.
    def count(self, point: List[int]) -> int:
        x, y = point
        cnt = self.cnt
        here = cnt[x]
        ways = 0
        # A stored point (x, y2) in the query's column fixes the side d = y2 - y; the square lies
        # either to the right or to the left of that column.
        for y2 in self.ys[x]:
            d = y2 - y
            if d == 0:
                continue
            if 0 <= x + d <= 1000:
                other = cnt[x + d]
                ways += here[y2] * other[y] * other[y2]
            if 0 <= x - d <= 1000:
                other = cnt[x - d]
                ways += here[y2] * other[y] * other[y2]
        return ways
    # @end-solution
# @end-learner


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
        elif name == "count":
            results.append(str(obj.count(args[0])))
        else:
            raise ValueError(f"unknown operation {name}")
    print_results(results)


if __name__ == "__main__":
    main()
