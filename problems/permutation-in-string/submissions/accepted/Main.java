import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns whether some substring of s2 is a rearrangement (permutation) of s1.
    public boolean checkInclusion(String s1, String s2) {
        // @solution
        int n = s1.length();
        if (n > s2.length()) return false;
        // diff[c] = count of c in s1 minus count of c in the current window of s2; zero counts how many letters agree.
        int[] diff = new int[26];
        for (int i = 0; i < n; i++) {
            diff[s1.charAt(i) - 'a']++;
            diff[s2.charAt(i) - 'a']--;
        }
        int zero = 0;
        for (int d : diff) if (d == 0) zero++;
        for (int i = n;; i++) {
            if (zero == 26) return true;
            if (i == s2.length()) return false;
            // Slide the window one step: s2[i] comes in, s2[i - n] goes out.
            int in = s2.charAt(i) - 'a', out = s2.charAt(i - n) - 'a';
            if (diff[in] == 0) zero--;
            diff[in]--;
            if (diff[in] == 0) zero++;
            if (diff[out] == 0) zero--;
            diff[out]++;
            if (diff[out] == 0) zero++;
        }
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        String s1 = br.readLine().trim();
        String s2 = br.readLine().trim();

        System.out.println(new Solution().checkInclusion(s1, s2) ? "true" : "false");
    }
}
