import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the product of two non-negative integers given as decimal strings, as a decimal string.
    public String multiply(String num1, String num2) {
        // @solution
        int m = num1.length(), n = num2.length();
        // The digit products num1[i] * num2[j] land on positions i + j (tens) and i + j + 1 (ones).
        int[] pos = new int[m + n];
        for (int i = m - 1; i >= 0; i--) {
            for (int j = n - 1; j >= 0; j--) {
                int sum = (num1.charAt(i) - '0') * (num2.charAt(j) - '0') + pos[i + j + 1];
                pos[i + j + 1] = sum % 10;
                pos[i + j] += sum / 10;
            }
        }
        StringBuilder result = new StringBuilder();
        for (int d : pos) {
            if (result.length() == 0 && d == 0) continue; // skip leading zeros
            result.append((char) ('0' + d));
        }
        return result.length() == 0 ? "0" : result.toString();
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
        String num1 = st.nextToken();
        String num2 = st.nextToken();

        System.out.println(new Solution().multiply(num1, num2));
    }
}
