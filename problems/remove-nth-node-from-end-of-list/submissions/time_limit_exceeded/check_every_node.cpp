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

class Solution {
public:
    ListNode* removeNthFromEnd(ListNode* head, int n) {
        // @solution
        // Brute force: for every node, walk n nodes ahead to see whether the list ends exactly
        // there. O(sz * n), quadratic when n is about half the length.
        ListNode dummy(0, head);
        ListNode* prev = &dummy;
        while (prev->next != nullptr) {
            ListNode* probe = prev->next;
            for (int i = 0; i < n && probe != nullptr; i++) probe = probe->next;
            if (probe == nullptr) {
                prev->next = prev->next->next;
                break;
            }
            prev = prev->next;
        }
        return dummy.next;
        // @end-solution
    }
};

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
