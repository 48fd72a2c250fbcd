import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the length of the longest sequence of letters that is a subsequence of both texts.
    public int longestCommonSubsequence(String text1, String text2) {
        // @solution
        if (text2.length() > text1.length()) { String t = text1; text1 = text2; text2 = t; } // keep the rows short
        int m = text2.length();
        // prev[j] = LCS of the first i - 1 letters of text1 and the first j letters of text2.
        int[] prev = new int[m + 1];
        int[] cur = new int[m + 1];
        for (int i = 1; i <= text1.length(); i++) {
            char ca = text1.charAt(i - 1);
            for (int j = 1; j <= m; j++) {
                if (ca == text2.charAt(j - 1)) cur[j] = prev[j - 1] + 1; // both letters end the common subsequence
                else cur[j] = Math.max(prev[j], cur[j - 1]);            // drop the letter of text1 or of text2
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
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        for (String line = br.readLine(); line != null; line = br.readLine()) all.append(line).append('\n');
        StringTokenizer st = new StringTokenizer(all.toString());
        String text1 = st.nextToken();
        String text2 = st.nextToken();

        System.out.println(new Solution().longestCommonSubsequence(text1, text2));
    }
}
