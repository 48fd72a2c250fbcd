import bisect
import json
import sys


# @learner
class TimeMap:
    # @solution
    def __init__(self):
        self.times = {}  # key -> its times, in increasing order
        self.values = {}  # key -> its values, in the same order

    # Stores value for key at the given time (times only grow from one call to the next).
    def set(self, key: str, value: str, timestamp: int) -> None:
        self.times.setdefault(key, []).append(timestamp)
        self.values.setdefault(key, []).append(value)

    # The value key had at the given time: the one set last at or before it, or "" when there is none.
    def get(self, key: str, timestamp: int) -> str:
        times = self.times.get(key)
        if not times:
            return ""
        # Number of entries whose time is <= timestamp; the last of them is the answer.
        i = bisect.bisect_right(times, timestamp)
        return self.values[key][i - 1] if i > 0 else ""
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
        if name == "TimeMap":
            obj = TimeMap()
            results.append("null")
        elif name == "set":
            obj.set(args[0], args[1], args[2])
            results.append("null")
        elif name == "get":
            results.append(show_string(obj.get(args[0], args[1])))
        else:
            raise ValueError(f"unknown operation {name}")
    print_results(results)


if __name__ == "__main__":
    main()
