import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the length of the longest block of consecutive characters of s with no character twice.
    public int lengthOfLongestSubstring(String s) {
        // @solution
        // last[c] = 1 + the last position where character c was seen (0 = not seen yet)
        int[] last = new int[128];
        int best = 0, left = 0; // the window is s[left..right]
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            // a repeat inside the window: start after its earlier copy (never move left backwards)
            left = Math.max(left, last[c]);
            last[c] = right + 1;
            best = Math.max(best, right - left + 1);
        }
        return best;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        // The whole first line, spaces included (empty when the string is empty).
        String s = br.readLine();
        if (s == null) s = "";

        out.println(new Solution().lengthOfLongestSubstring(s));
        out.flush();
    }
}
