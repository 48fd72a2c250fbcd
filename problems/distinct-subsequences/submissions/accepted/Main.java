import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the number of ways to pick t as a subsequence of s, modulo 1000000007.
    public int numDistinct(String s, String t) {
        // @solution
        final int MOD = 1_000_000_007;
        int m = t.length();
        // ways[j] = ways to form the first j letters of t from the part of s read so far.
        int[] ways = new int[m + 1];
        ways[0] = 1; // the empty prefix: pick nothing
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            // Right to left, so ways[j - 1] still counts the letters before this one.
            for (int j = m; j >= 1; j--)
                if (t.charAt(j - 1) == ch) ways[j] = (ways[j] + ways[j - 1]) % MOD;
        }
        return ways[m];
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        String t = in.readLine().trim();

        System.out.println(new Solution().numDistinct(s, t));
    }
}
