import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the length of the longest substring that can be made of one repeated letter by changing at most k letters.
    public int characterReplacement(String s, int k) {
        // @solution
        int[] count = new int[26];
        int best = 0, maxCount = 0, left = 0;
        for (int right = 0; right < s.length(); right++) {
            maxCount = Math.max(maxCount, ++count[s.charAt(right) - 'A']);
            // The window needs (length - most frequent count) changes; if that is more than k, slide it by one.
            // maxCount may be stale (too large) then, but only a larger maxCount can make a longer window valid.
            if (right - left + 1 - maxCount > k) {
                count[s.charAt(left) - 'A']--;
                left++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s = br.readLine().trim();
        int k = Integer.parseInt(br.readLine().trim());

        System.out.println(new Solution().characterReplacement(s, k));
    }
}
