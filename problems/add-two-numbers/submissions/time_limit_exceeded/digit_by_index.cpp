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
    ListNode* addTwoNumbers(ListNode* l1, ListNode* l2) {
        // @solution
        // Treats the lists like arrays: the i-th digit is found by walking i nodes from the head
        // every time, so the addition is O((n + m)^2).
        auto digitAt = [](ListNode* head, int i) {
            for (int k = 0; k < i && head != nullptr; k++) head = head->next;
            return head == nullptr ? 0 : head->val;
        };
        int n = 0, m = 0;
        for (ListNode* p = l1; p != nullptr; p = p->next) n++;
        for (ListNode* p = l2; p != nullptr; p = p->next) m++;
        ListNode dummy;
        ListNode* tail = &dummy;
        int carry = 0;
        for (int i = 0; i < max(n, m) || carry != 0; i++) {
            int sum = digitAt(l1, i) + digitAt(l2, i) + carry;
            tail->next = new ListNode(sum % 10);
            tail = tail->next;
            carry = sum / 10;
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

    ListNode* l1 = readList();
    ListNode* l2 = readList();

    Solution solution;
    printList(solution.addTwoNumbers(l1, l2));
    return 0;
}
