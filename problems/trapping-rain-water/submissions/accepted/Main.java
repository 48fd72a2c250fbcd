import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the total number of water units trapped between the bars.
    public long trap(int[] height) {
        // @solution
        int lo = 0, hi = height.length - 1;
        int leftMax = 0, rightMax = 0;   // tallest bar seen from each side so far
        long water = 0;
        while (lo < hi) {
            if (height[lo] <= height[hi]) {
                // the right side has a wall at least this tall, so the left max decides
                if (height[lo] >= leftMax) leftMax = height[lo];
                else water += leftMax - height[lo];
                lo++;
            } else {
                // the left side has a taller wall, so the right max decides
                if (height[hi] >= rightMax) rightMax = height[hi];
                else water += rightMax - height[hi];
                hi--;
            }
        }
        return water;
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

        int[] height = readIntArray();

        out.println(new Solution().trap(height));
        out.flush();
    }
}
