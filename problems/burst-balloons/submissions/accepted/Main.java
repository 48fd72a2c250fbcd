import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the most coins that bursting all balloons can earn.
    public int maxCoins(int[] nums) {
        // @solution
        int n = nums.length;
        // v = nums with a balloon of value 1 added at both ends (they are never burst).
        int[] v = new int[n + 2];
        v[0] = v[n + 1] = 1;
        for (int i = 0; i < n; i++) v[i + 1] = nums[i];
        // best[l][r] = most coins from bursting every balloon strictly between l and r,
        // while l and r are still there.
        int[][] best = new int[n + 2][n + 2];
        for (int len = 2; len <= n + 1; len++)
            for (int l = 0; l + len <= n + 1; l++) {
                int r = l + len, most = 0;
                // k is the LAST balloon burst between l and r: its neighbours are then l and r.
                for (int k = l + 1; k < r; k++)
                    most = Math.max(most, best[l][k] + best[k][r] + v[l] * v[k] * v[r]);
                best[l][r] = most;
            }
        return best[0][n + 1];
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

        int[] nums = readIntArray();

        System.out.println(new Solution().maxCoins(nums));
    }
}
