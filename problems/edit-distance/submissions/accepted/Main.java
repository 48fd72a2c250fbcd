import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the fewest insertions, deletions and replacements that turn a into b.
    public int minDistance(String a, String b) {
        // @solution
        if (b.length() > a.length()) { String t = a; a = b; b = t; } // distance is symmetric; keep the rows short
        int n = a.length(), m = b.length();
        // prev[j] = distance between the first i - 1 letters of a and the first j letters of b.
        int[] prev = new int[m + 1];
        int[] cur = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j; // build b's prefix by inserting
        for (int i = 1; i <= n; i++) {
            cur[0] = i; // delete all of a's prefix
            char ca = a.charAt(i - 1);
            for (int j = 1; j <= m; j++) {
                if (ca == b.charAt(j - 1)) cur[j] = prev[j - 1];        // letters match: free
                else cur[j] = 1 + Math.min(prev[j - 1],                  // replace
                                  Math.min(prev[j],                      // delete a[i-1]
                                           cur[j - 1]));                 // insert b[j-1]
            }
            int[] tmp = prev;
            prev = cur;
            cur = tmp;
        }
        return prev[m];
        // @end-solution
    }
}
// @end-learner

public class Main {
    // Returns the next non-empty line, trimmed.
    private static String nextWord(BufferedReader br) throws IOException {
        String line = br.readLine();
        while (line != null && line.trim().isEmpty()) line = br.readLine();
        return line == null ? "" : line.trim();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        String a = nextWord(br);
        String b = nextWord(br);

        Solution solution = new Solution();
        out.println(solution.minDistance(a, b));
        out.flush();
    }
}
