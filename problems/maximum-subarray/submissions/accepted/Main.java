import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the largest sum of a non-empty contiguous subarray.
    public long maxSubArray(int[] nums) {
        // @solution
        long best = Long.MIN_VALUE; // best sum found so far
        long cur = 0;               // best sum of a subarray ending at the current position
        for (int v : nums) {
            cur = Math.max(v, cur + v); // extend the previous run or start fresh here
            best = Math.max(best, cur);
        }
        return best;
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

        int[] nums = readIntArray();

        out.println(new Solution().maxSubArray(nums));
        out.flush();
    }
}
