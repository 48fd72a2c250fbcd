import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns true when s, lowercased and with only its letters and digits kept, reads the same both ways.
    public boolean isPalindrome(String s) {
        // @solution
        int i = 0, j = s.length() - 1;
        while (i < j) {
            // skip what the cleaning removes, from both ends
            char a = s.charAt(i), b = s.charAt(j);
            if (!Character.isLetterOrDigit(a)) { i++; continue; }
            if (!Character.isLetterOrDigit(b)) { j--; continue; }
            if (Character.toLowerCase(a) != Character.toLowerCase(b)) return false;
            i++;
            j--;
        }
        return true;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        // The whole first line, spaces included.
        String s = br.readLine();
        if (s == null) s = "";

        out.println(new Solution().isPalindrome(s));
        out.flush();
    }
}
