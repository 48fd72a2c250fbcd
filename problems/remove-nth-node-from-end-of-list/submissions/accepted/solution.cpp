#include <bits/stdc++.h>
using namespace std;

// @driver list-node
// Definition of a singly linked list node.
struct ListNode {
    int val;
    ListNode* next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode* nxt) : val(x), next(nxt) {}
};
// @end-driver

// @learner
// @driver list-node-doc
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
// @end-driver
class Solution {
public:
    ListNode* removeNthFromEnd(ListNode* head, int n) {
        // @solution
        ListNode dummy(0, head); // a node before the head, so removing the head needs no special case
        ListNode* fast = &dummy;
        ListNode* slow = &dummy;
        for (int i = 0; i < n; i++) fast = fast->next; // fast runs n nodes ahead
        while (fast->next != nullptr) {
            fast = fast->next;
            slow = slow->next;
        }
        // fast is the tail, so slow->next is the n-th node from the end
        slow->next = slow->next->next;
        return dummy.next;
        // @end-solution
    }
};
// @end-learner

// @driver list-io
// Reads a length followed by that many values and links them into a list.
static ListNode* readList() {
    int n = 0;
    if (!(cin >> n)) return nullptr;
    ListNode dummy;
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        tail->next = new ListNode(x);
        tail = tail->next;
    }
    return dummy.next;
}

// Prints the values from head to tail separated by spaces (empty line for an empty list).
static void printList(ListNode* head) {
    string out;
    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (cur != head) out += ' ';
        out += to_string(cur->val);
    }
    out += '\n';
    cout << out;
}
// @end-driver

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    ListNode* head = readList();
    int n = 0;
    cin >> n;

    Solution solution;
    printList(solution.removeNthFromEnd(head, n));
    return 0;
}
