import java.io.*;
import java.util.*;

// @driver list-node
// Definition of a singly linked list node.
class ListNode {
    int val;
    ListNode next;

    ListNode() {}
    ListNode(int val) { this.val = val; }
    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}
// @end-driver

// @learner
// @driver list-node-doc
/**
 * Definition of a singly linked list node (given; do not define it again):
 * class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode() {}
 *     ListNode(int val) { this.val = val; }
 *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }
 * }
 */
// @end-driver
class Solution {
    public ListNode addTwoNumbers(ListNode l1, ListNode l2) {
        // @solution
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        int carry = 0;
        // Keep going while a digit or a carry is left.
        while (l1 != null || l2 != null || carry != 0) {
            int sum = carry;
            if (l1 != null) { sum += l1.val; l1 = l1.next; }
            if (l2 != null) { sum += l2.val; l2 = l2.next; }
            tail.next = new ListNode(sum % 10);
            tail = tail.next;
            carry = sum / 10;
        }
        return dummy.next;
        // @end-solution
    }
}
// @end-learner

public class Main {
    // @driver list-io
    private static StreamTokenizer in;

    private static int nextInt() throws IOException {
        if (in.nextToken() == StreamTokenizer.TT_EOF) return 0;
        return (int) in.nval;
    }

    // Reads a length followed by that many values and links them into a list.
    private static ListNode readList() throws IOException {
        int n = nextInt();
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(nextInt());
            tail = tail.next;
        }
        return dummy.next;
    }

    // Prints the values from head to tail separated by spaces (empty line for an empty list).
    private static void printList(ListNode head, PrintWriter out) {
        StringBuilder sb = new StringBuilder();
        for (ListNode cur = head; cur != null; cur = cur.next) {
            if (cur != head) sb.append(' ');
            sb.append(cur.val);
        }
        sb.append('\n');
        out.print(sb);
    }
    // @end-driver

    public static void main(String[] args) throws IOException {
        in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        ListNode l1 = readList();
        ListNode l2 = readList();

        printList(new Solution().addTwoNumbers(l1, l2), out);
        out.flush();
    }
}
