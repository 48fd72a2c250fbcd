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
    void reorderList(ListNode* head) {
        // @solution
        if (head == nullptr || head->next == nullptr) return;
        // 1) Find the end of the first half (the middle for odd lengths).
        ListNode* slow = head;
        ListNode* fast = head;
        while (fast->next != nullptr && fast->next->next != nullptr) {
            slow = slow->next;
            fast = fast->next->next;
        }
        // 2) Cut the list there and reverse the second half.
        ListNode* prev = nullptr;
        ListNode* cur = slow->next;
        slow->next = nullptr;
        while (cur != nullptr) {
            ListNode* nxt = cur->next;
            cur->next = prev;
            prev = cur;
            cur = nxt;
        }
        // 3) Weave the reversed half into the first half.
        ListNode* first = head;
        ListNode* second = prev;
        while (second != nullptr) {
            ListNode* n1 = first->next;
            ListNode* n2 = second->next;
            first->next = second;
            second->next = n1;
            first = n1;
            second = n2;
        }
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
    Solution solution;
    solution.reorderList(head);
    printList(head);
    return 0;
}
