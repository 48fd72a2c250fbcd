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
    # Unlinks the n-th node counted from the tail and returns the head of the rest.
    def removeNthFromEnd(self, head: Optional[ListNode], n: int) -> Optional[ListNode]:
        # @solution
        dummy = ListNode(0, head)  # a node before the head, so removing the head needs no special case
        fast = slow = dummy
        for _ in range(n):  # fast runs n nodes ahead
            fast = fast.next
        while fast.next is not None:
            fast = fast.next
            slow = slow.next
        # fast is the tail, so slow.next is the n-th node from the end
        slow.next = slow.next.next
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
    head = read_list()
    n = next_int()

    result = Solution().removeNthFromEnd(head, n)

    print_list(result)


if __name__ == "__main__":
    main()
