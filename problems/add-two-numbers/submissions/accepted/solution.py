import sys
from typing import Optional


# @driver list-node
# Definition of a singly linked list node.
class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next
# @end-driver


# @learner
# @driver list-node-doc
# Definition of a singly linked list node (given; do not define it again):
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
# @end-driver
class Solution:
    # Adds two numbers stored ones digit first and returns their sum in the same form.
    def addTwoNumbers(self, l1: Optional[ListNode], l2: Optional[ListNode]) -> Optional[ListNode]:
        # @solution
        dummy = ListNode()
        tail = dummy
        carry = 0
        # Keep going while a digit or a carry is left.
        while l1 is not None or l2 is not None or carry:
            total = carry
            if l1 is not None:
                total += l1.val
                l1 = l1.next
            if l2 is not None:
                total += l2.val
                l2 = l2.next
            carry, digit = divmod(total, 10)
            tail.next = ListNode(digit)
            tail = tail.next
        return dummy.next
        # @end-solution
# @end-learner


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
