/**
 * Definition of a singly linked list node (given; do not define it again):
 * struct ListNode {
 *     int val;
 *     ListNode* next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode* nxt) : val(x), next(nxt) {}
 * };
 */
