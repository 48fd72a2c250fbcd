import java.io.*;
import java.util.*;

// @learner
class Solution {
    static final int MOD = 1000000007;

    // Returns the number of ways to climb n steps, modulo MOD.
    public int climbStairs(int n) {
        // @solution
        // prev = ways(i - 2), cur = ways(i - 1); ways(0) = ways(1) = 1.
        long prev = 1, cur = 1;
        for (int i = 2; i <= n; i++) {
            long next = (prev + cur) % MOD; // last move was 2 steps or 1 step
            prev = cur;
            cur = next;
        }
        return (int) cur;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());

        Solution solution = new Solution();
        out.println(solution.climbStairs(n));
        out.flush();
    }
}
