import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the shortest substring of s that contains every letter of t (with its count in t);
    // the leftmost one if several are shortest, "" if there is none.
    public String minWindow(String s, String t) {
        // @solution
        // need[c] = how many more copies of c the window needs (negative: spare copies)
        int[] need = new int[128];
        for (int k = 0; k < t.length(); k++) need[t.charAt(k)]++;
        int missing = t.length(); // letters of t not yet covered by the window
        int bestStart = 0, bestLen = Integer.MAX_VALUE;
        int left = 0;
        for (int right = 0; right < s.length(); right++) {
            if (need[s.charAt(right)]-- > 0) missing--;
            // shrink from the left while the window still covers t
            while (missing == 0) {
                if (right - left + 1 < bestLen) { // strictly shorter: the first one found stays (leftmost)
                    bestLen = right - left + 1;
                    bestStart = left;
                }
                if (++need[s.charAt(left)] > 0) missing++;
                left++;
            }
        }
        return bestLen == Integer.MAX_VALUE ? "" : s.substring(bestStart, bestStart + bestLen);
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
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        String s = nextWord(br);
        String t = nextWord(br);

        out.println(new Solution().minWindow(s, t));
        out.flush();
    }
}
