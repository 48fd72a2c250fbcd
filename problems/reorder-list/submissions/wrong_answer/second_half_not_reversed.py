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
    # Rearranges the list in place to L0, Ln-1, L1, Ln-2, ...
    def reorderList(self, head: Optional[ListNode]) -> None:
        # @solution
        # Wrong: weaves the second half in its original order instead of reversed, so L1 is
        # followed by the middle node rather than by the last one (1 2 3 4 5 gives 1 4 2 5 3).
        if head is None or head.next is None:
            return
        slow = fast = head
        while fast.next is not None and fast.next.next is not None:
            slow = slow.next
            fast = fast.next.next
        second = slow.next
        slow.next = None
        first = head
        while second is not None:
            n1, n2 = first.next, second.next
            first.next = second
            second.next = n1
            first, second = n1, n2
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
    head = read_list()

    Solution().reorderList(head)

    print_list(head)


if __name__ == "__main__":
    main()
