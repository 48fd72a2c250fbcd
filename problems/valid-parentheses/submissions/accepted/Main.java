import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns whether every bracket of s is closed by the same kind, in the right order.
    public boolean isValid(String s) {
        // @solution
        int n = s.length();
        if (n % 2 == 1) return false; // brackets come in pairs
        // The closing bracket each still-open bracket is waiting for, innermost on top.
        char[] expected = new char[n / 2 + 1];
        int top = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                if (top == n / 2) return false; // more open than characters left to close them
                expected[top++] = c == '(' ? ')' : c == '[' ? ']' : '}';
            } else {
                if (top == 0 || expected[top - 1] != c) return false;
                top--;
            }
        }
        return top == 0;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String line = in.readLine();
        String s = line == null ? "" : line.trim();

        boolean result = new Solution().isValid(s);

        System.out.println(result ? "true" : "false");
    }
}
