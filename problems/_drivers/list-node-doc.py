# Definition of a singly linked list node (given; do not define it again):
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
