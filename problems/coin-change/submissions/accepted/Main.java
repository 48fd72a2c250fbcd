import java.io.*;
import java.util.*;

// @learner
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
// @end-learner

public class Main {
    // @driver array-io
    private static StreamTokenizer in;

    // Reads the next integer of standard input (0 after its end).
    private static int nextInt() throws IOException {
        if (in.nextToken() == StreamTokenizer.TT_EOF) return 0;
        return (int) in.nval;
    }

    // Reads n integers.
    private static int[] readInts(int n) throws IOException {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = nextInt();
        return values;
    }

    // Reads a length followed by that many integers.
    private static int[] readIntArray() throws IOException {
        return readInts(nextInt());
    }

    // Prints the values separated by single spaces, then a newline (empty line for an empty array).
    private static void printArray(int[] values, PrintWriter out) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(values[i]);
        }
        sb.append('\n');
        out.print(sb);
    }

    // Prints the values separated by single spaces, then a newline (empty line for an empty array).
    private static void printArray(long[] values, PrintWriter out) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(values[i]);
        }
        sb.append('\n');
        out.print(sb);
    }
    // @end-driver

    public static void main(String[] args) throws IOException {
        in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        int n = nextInt();
        int amount = nextInt();
        int[] coins = readInts(n);

        Solution solution = new Solution();
        out.println(solution.coinChange(coins, amount));
        out.flush();
    }
}
