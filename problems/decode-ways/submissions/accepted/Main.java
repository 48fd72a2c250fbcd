import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the number of ways to decode the digit string s (1 -> A, ..., 26 -> Z).
    public int numDecodings(String s) {
        // @solution
        // prev2, prev1 = decodings of the prefixes of length i - 2 and i - 1.
        int prev2 = 0, prev1 = 1; // the empty prefix has one decoding
        for (int i = 0; i < s.length(); i++) {
            int cur = 0;
            char c = s.charAt(i);
            if (c != '0') cur += prev1; // s[i] alone is a letter
            if (i > 0) {
                char p = s.charAt(i - 1);
                if (p == '1' || (p == '2' && c <= '6')) cur += prev2; // s[i-1..i] is a letter from 10 to 26
            }
            prev2 = prev1;
            prev1 = cur;
        }
        return prev1;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();

        System.out.println(new Solution().numDecodings(s));
    }
}
