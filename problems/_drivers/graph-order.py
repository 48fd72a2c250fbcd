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
