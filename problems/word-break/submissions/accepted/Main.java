import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns whether s can be split into words of wordDict (each word usable any number of times).
    public boolean wordBreak(String s, List<String> wordDict) {
        // @solution
        Set<String> words = new HashSet<>(wordDict);
        int longest = 0;
        for (String w : wordDict) longest = Math.max(longest, w.length());
        int n = s.length();
        // ok[i] = whether the first i letters of s can be split into words.
        boolean[] ok = new boolean[n + 1];
        ok[0] = true; // the empty prefix
        for (int i = 1; i <= n; i++)
            // The last word is s[j..i); it is at most `longest` letters long.
            for (int j = i - 1; j >= 0 && i - j <= longest && !ok[i]; j--)
                if (ok[j] && words.contains(s.substring(j, i))) ok[i] = true;
        return ok[n];
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        for (String line = in.readLine(); line != null; line = in.readLine()) all.append(line).append(' ');
        StringTokenizer tokens = new StringTokenizer(all.toString());
        String s = tokens.nextToken();
        int k = Integer.parseInt(tokens.nextToken());
        List<String> wordDict = new ArrayList<>();
        for (int i = 0; i < k; i++) wordDict.add(tokens.nextToken());

        System.out.println(new Solution().wordBreak(s, wordDict));
    }
}
