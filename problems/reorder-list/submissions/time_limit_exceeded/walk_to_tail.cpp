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
    void reorderList(ListNode* head) {
        // @solution
        // Brute force: walk to the current tail, unlink it and insert it after the current node,
        // then skip ahead two nodes. Every walk is O(n), so the whole is O(n^2).
        ListNode* cur = head;
        while (cur != nullptr && cur->next != nullptr && cur->next->next != nullptr) {
            ListNode* beforeTail = cur;
            while (beforeTail->next->next != nullptr) beforeTail = beforeTail->next;
            ListNode* tail = beforeTail->next;
            beforeTail->next = nullptr;
            tail->next = cur->next;
            cur->next = tail;
            cur = tail->next;
        }
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
    Solution solution;
    solution.reorderList(head);
    printList(head);
    return 0;
}
