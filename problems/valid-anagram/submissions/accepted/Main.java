import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns whether t uses exactly the same letters as s, each the same number of times.
    public boolean isAnagram(String s, String t) {
        // @solution
        if (s.length() != t.length()) return false;
        int[] count = new int[26];
        for (int i = 0; i < s.length(); i++) count[s.charAt(i) - 'a']++; // letters s has
        for (int i = 0; i < t.length(); i++)
            if (--count[t.charAt(i) - 'a'] < 0) return false; // t uses a letter more often than s
        return true; // same length and never more often: the counts are equal
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        String t = in.readLine().trim();

        System.out.println(new Solution().isAnagram(s, t));
    }
}
