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
    # Merges two sorted lists into one sorted list, reusing their nodes.
    def mergeTwoLists(self, list1: Optional[ListNode], list2: Optional[ListNode]) -> Optional[ListNode]:
        # @solution
        dummy = ListNode()
        tail = dummy
        while list1 is not None and list2 is not None:
            # Take the smaller head; on a tie take from list1.
            if list2.val < list1.val:
                tail.next = list2
                list2 = list2.next
            else:
                tail.next = list1
                list1 = list1.next
            tail = tail.next
        # At most one list still has nodes, and they are already sorted.
        tail.next = list1 if list1 is not None else list2
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
    list1 = read_list()
    list2 = read_list()

    result = Solution().mergeTwoLists(list1, list2)

    print_list(result)


if __name__ == "__main__":
    main()
