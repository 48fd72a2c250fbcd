import json
import sys


# @learner
class WordDictionary:
    # @solution
    # Wrong: when the pattern runs out it only checks that the path exists, so a prefix of a
    # stored word (with or without dots) is taken for a whole word.
    def __init__(self):
        self.root = {}

    def addWord(self, word: str) -> None:
        node = self.root
        for c in word:
            node = node.setdefault(c, {})
        node["$"] = True

    def search(self, word: str) -> bool:
        frontier = [self.root]
        for c in word:
            if c == ".":
                frontier = [child for node in frontier for key, child in node.items() if key != "$"]
            else:
                frontier = [node[c] for node in frontier if c in node]
            if not frontier:
                return False
        return True
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
        if name == "WordDictionary":
            obj = WordDictionary()
            results.append("null")
        elif name == "addWord":
            obj.addWord(args[0])
            results.append("null")
        elif name == "search":
            results.append(show_bool(obj.search(args[0])))
        else:
            raise ValueError(f"unknown operation {name}")
    print_results(results)


if __name__ == "__main__":
    main()
