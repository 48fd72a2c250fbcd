import json
import sys


# @learner
class MinStack:
    # @solution
    def __init__(self):
        self.vals = []  # the elements, bottom to top
        self.mins = []  # mins[i] = the smallest of vals[0..i]

    # Puts val on top of the stack.
    def push(self, val: int) -> None:
        self.vals.append(val)
        self.mins.append(min(val, self.mins[-1]) if self.mins else val)

    # Removes the top element.
    def pop(self) -> None:
        self.vals.pop()
        self.mins.pop()

    # Returns the top element.
    def top(self) -> int:
        return self.vals[-1]

    # Returns the smallest element on the stack.
    def getMin(self) -> int:
        return self.mins[-1]
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
        if name == "MinStack":
            obj = MinStack()
            results.append("null")
        elif name == "push":
            obj.push(args[0])
            results.append("null")
        elif name == "pop":
            obj.pop()
            results.append("null")
        elif name == "top":
            results.append(str(obj.top()))
        elif name == "getMin":
            results.append(str(obj.getMin()))
        else:
            raise ValueError(f"unknown operation {name}")
    print_results(results)


if __name__ == "__main__":
    main()
