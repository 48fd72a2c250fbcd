import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the number of 1 bits in the binary representation of n.
    public int hammingWeight(int n) {
        // @solution
        // n & (n - 1) clears the lowest 1 bit of n, so the loop runs once per 1 bit.
        int count = 0;
        while (n != 0) {
            n &= n - 1;
            count++;
        }
        return count;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = (int) Long.parseLong(st.nextToken());

        System.out.println(new Solution().hammingWeight(n));
    }
}
