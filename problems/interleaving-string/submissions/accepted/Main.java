import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns whether s3 can be formed by interleaving s1 and s2, each kept in order.
    public boolean isInterleave(String s1, String s2, String s3) {
        // @solution
        int n = s1.length(), m = s2.length();
        if (n + m != s3.length()) return false;
        // ok[j] (while on row i) = whether the first i letters of s1 and the first j letters of s2
        // interleave into the first i + j letters of s3.
        boolean[] ok = new boolean[m + 1];
        for (int i = 0; i <= n; i++)
            for (int j = 0; j <= m; j++) {
                if (i == 0 && j == 0) { ok[j] = true; continue; }
                boolean fromS1 = i > 0 && ok[j] && s1.charAt(i - 1) == s3.charAt(i + j - 1);     // last letter from s1
                boolean fromS2 = j > 0 && ok[j - 1] && s2.charAt(j - 1) == s3.charAt(i + j - 1); // last letter from s2
                ok[j] = fromS1 || fromS2;
            }
        return ok[m];
        // @end-solution
    }
}
// @end-learner

public class Main {
    // Reads one line (empty at the end of input), without trailing spaces.
    private static String line(BufferedReader in) throws IOException {
        String s = in.readLine();
        return s == null ? "" : s.strip();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s1 = line(in);
        String s2 = line(in);
        String s3 = line(in);

        System.out.println(new Solution().isInterleave(s1, s2, s3));
    }
}
