import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the value of the postfix expression given as tokens.
    public int evalRPN(String[] tokens) {
        // @solution
        long[] st = new long[tokens.length]; // values waiting for their operator
        int top = 0;
        for (String t : tokens) {
            if (t.length() == 1 && "+-*/".indexOf(t.charAt(0)) >= 0) {
                long b = st[--top]; // the right operand is on top
                long a = st[--top];
                switch (t.charAt(0)) {
                    case '+': st[top++] = a + b; break;
                    case '-': st[top++] = a - b; break;
                    case '*': st[top++] = a * b; break;
                    default: st[top++] = a / b; // Java division truncates towards zero
                }
            } else {
                st[top++] = Long.parseLong(t);
            }
        }
        return (int) st[top - 1];
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringBuilder all = new StringBuilder();
        char[] buf = new char[1 << 16];
        for (int r; (r = br.read(buf)) > 0; ) all.append(buf, 0, r);
        StringTokenizer st = new StringTokenizer(all.toString());

        int n = Integer.parseInt(st.nextToken());
        String[] tokens = new String[n];
        for (int i = 0; i < n; i++) tokens[i] = st.nextToken();

        System.out.println(new Solution().evalRPN(tokens));
    }
}
