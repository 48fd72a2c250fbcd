import java.io.*;
import java.util.*;

class Solution {
    // Returns the fewest coins that add up to amount, or -1 if it cannot be done.
    public int coinChange(int[] coins, int amount) {
        // @solution
        // dp[x] = fewest coins that make exactly x; INF marks "not reachable yet".
        final int INF = amount + 1;
        int[] dp = new int[amount + 1];
        Arrays.fill(dp, INF);
        dp[0] = 0;
        for (int x = 1; x <= amount; x++) {
            for (int c : coins) {
                // Use coin c last: the rest, x - c, must be made optimally.
                if (c <= x && dp[x - c] + 1 < dp[x]) dp[x] = dp[x - c] + 1;
            }
        }
        return dp[amount] >= INF ? -1 : dp[amount];
        // @end-solution
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int amount = (int) in.nval;
        int[] coins = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            coins[i] = (int) in.nval;
        }

        Solution solution = new Solution();
        out.println(solution.coinChange(coins, amount));
        out.flush();
    }
}
