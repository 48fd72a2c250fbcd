import sys
from typing import List


class Solution:
    def findOrder(self, numCourses: int, prerequisites: List[List[int]]) -> List[int]:
        # @solution
        # Wrong: the edges point the wrong way (a -> b), so every course is listed before its prerequisites.
        adj: List[List[int]] = [[] for _ in range(numCourses)]
        indegree = [0] * numCourses
        for a, b in prerequisites:
            adj[a].append(b)
            indegree[b] += 1
        order = [i for i in range(numCourses) if indegree[i] == 0]
        for cur in order:
            for nxt in adj[cur]:
                indegree[nxt] -= 1
                if indegree[nxt] == 0:
                    order.append(nxt)
        return order if len(order) == numCourses else []
        # @end-solution


# @driver graph-io
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


# Reads `count` rows of `width` integers each: an edge list (`u v` or `u v w` per line), points, a grid.
def read_rows(count: int, width: int) -> list[list[int]]:
    values = [int(t) for t in _take(count * width)]
    values += [0] * (count * width - len(values))
    return [values[i:i + width] for i in range(0, count * width, width)]


# Reads an edge count m followed by m edges of `width` integers each (`u v`, or `u v w` with a weight).
def read_edge_list(width: int) -> list[list[int]]:
    return read_rows(next_int(), width)
# @end-driver


# @driver graph-order
# Checks `order` as a schedule of the courses 0 .. n - 1, where a pair [a, b] means course b comes before
# course a, and names what it is: "valid order", "no order" (an empty list) or "invalid order: <the first fault>".
def check_order(n: int, prerequisites: list[list[int]], order: object) -> str:
    try:
        order = list(order)  # a tuple, a deque or a generator will do too
    except TypeError:
        return "invalid order: the function did not return a list"
    if len(order) == 0:
        return "no order"
    if len(order) != n:
        return f"invalid order: it lists {len(order)} courses, expected {n}"
    at = [-1] * n  # at[c] = position of course c in the order
    for i, c in enumerate(order):
        if not isinstance(c, int) or c < 0 or c >= n:
            return f"invalid order: course {c} does not exist"
        if at[c] != -1:
            return f"invalid order: course {c} is listed twice"
        at[c] = i
    for a, b in prerequisites:
        if a == b:
            return f"invalid order: course {a} requires itself"
        if at[b] > at[a]:
            return f"invalid order: course {a} comes before its prerequisite {b}"
    return "valid order"
# @end-driver


def main() -> None:
    n = next_int()
    prerequisites = read_edge_list(2)

    order = Solution().findOrder(n, prerequisites)

    sys.stdout.write(check_order(n, prerequisites, order) + "\n")


if __name__ == "__main__":
    main()
