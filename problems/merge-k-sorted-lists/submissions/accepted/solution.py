import heapq
import sys
from typing import List, Optional


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
    # Merges k sorted lists into one sorted list, reusing their nodes.
    def mergeKLists(self, lists: List[Optional[ListNode]]) -> Optional[ListNode]:
        # @solution
        # Min-heap of the current front node of every non-empty list; the list's index breaks ties,
        # so nodes themselves are never compared.
        heap = [(head.val, i, head) for i, head in enumerate(lists) if head is not None]
        heapq.heapify(heap)
        dummy = ListNode()
        tail = dummy
        while heap:
            _, i, node = heap[0]  # smallest front node overall
            tail.next = node
            tail = node
            if node.next is not None:
                # Its successor becomes that list's front.
                heapq.heapreplace(heap, (node.next.val, i, node.next))
            else:
                heapq.heappop(heap)
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
    k = next_int()
    lists = [read_list() for _ in range(k)]

    result = Solution().mergeKLists(lists)

    print_list(result)


if __name__ == "__main__":
    main()
