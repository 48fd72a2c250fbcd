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
    public ListNode removeNthFromEnd(ListNode head, int n) {
        // @solution
        ListNode dummy = new ListNode(0, head); // a node before the head, so removing the head needs no special case
        ListNode fast = dummy;
        ListNode slow = dummy;
        for (int i = 0; i < n; i++) fast = fast.next; // fast runs n nodes ahead
        while (fast.next != null) {
            fast = fast.next;
            slow = slow.next;
        }
        // fast is the tail, so slow.next is the n-th node from the end
        slow.next = slow.next.next;
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

        ListNode head = readList();
        int n = nextInt();

        printList(new Solution().removeNthFromEnd(head, n), out);
        out.flush();
    }
}
