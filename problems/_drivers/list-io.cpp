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
