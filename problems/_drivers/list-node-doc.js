/**
 * Definition of a singly linked list node (given; do not define it again):
 * class ListNode {
 *   constructor(val = 0, next = null) {
 *     this.val = val;
 *     this.next = next;
 *   }
 * }
 */
