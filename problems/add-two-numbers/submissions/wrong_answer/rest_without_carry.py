import sys
from typing import Optional


# @driver list-node
# Definition of a singly linked list node.
class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next
# @end-driver


class Solution:
    # Adds two numbers stored ones digit first and returns their sum in the same form.
    def addTwoNumbers(self, l1: Optional[ListNode], l2: Optional[ListNode]) -> Optional[ListNode]:
        # @solution
        # Wrong: adds only while both lists have digits, then hangs the rest of the longer list on
        # unchanged, so a carry into it is lost or not propagated (9 9 + 1 gives 0 9, not 0 0 1).
        dummy = ListNode()
        tail = dummy
        carry = 0
        while l1 is not None and l2 is not None:
            carry, digit = divmod(l1.val + l2.val + carry, 10)
            tail.next = ListNode(digit)
            tail = tail.next
            l1, l2 = l1.next, l2.next
        rest = l1 if l1 is not None else l2
        if rest is not None:
            tail.next = rest
        elif carry:
            tail.next = ListNode(carry)
        return dummy.next
        # @end-solution


# @driver list-io
# Standard input's whitespace-separated tokens (read on first use) and the next token's index.
_tokens: list[bytes] | None = None
_pos = 0


# The next n integers of standard input (0 for each one after its end).
def _take_ints(n: int) -> list[int]:
    global _tokens, _pos
    if _tokens is None:
        _tokens = sys.stdin.buffer.read().split()
    values = list(map(int, _tokens[_pos:_pos + n]))
    _pos += n
    values += [0] * (n - len(values))
    return values


# Reads the next integer of standard input (0 after its end).
def next_int() -> int:
    return _take_ints(1)[0]


# Reads a length followed by that many values and links them into a list.
def read_list() -> ListNode | None:
    dummy = ListNode()
    tail = dummy
    for value in _take_ints(next_int()):
        tail.next = ListNode(value)
        tail = tail.next
    return dummy.next


# Prints the values from head to tail separated by spaces (empty line for an empty list).
def print_list(head: ListNode | None) -> None:
    parts = []
    while head is not None:
        parts.append(str(head.val))
        head = head.next
    sys.stdout.write(" ".join(parts) + "\n")
# @end-driver


def main() -> None:
    l1 = read_list()
    l2 = read_list()

    result = Solution().addTwoNumbers(l1, l2)

    print_list(result)


if __name__ == "__main__":
    main()
