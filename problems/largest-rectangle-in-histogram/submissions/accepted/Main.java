import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the area of the largest rectangle inside the histogram.
    public int largestRectangleArea(int[] heights) {
        // @solution
        int n = heights.length;
        int[] st = new int[n + 1]; // indices of bars with increasing heights, still able to extend right
        int top = 0;
        long best = 0;
        for (int i = 0; i <= n; i++) {
            int h = i == n ? 0 : heights[i]; // a bar of height 0 at the end empties the stack
            while (top > 0 && heights[st[top - 1]] >= h) {
                int bar = st[--top];
                // the bar spans from just after the new stack top to just before i
                int left = top == 0 ? -1 : st[top - 1];
                best = Math.max(best, (long) heights[bar] * (i - left - 1));
            }
            st[top++] = i;
        }
        return (int) best;
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

        int[] heights = readIntArray();

        out.println(new Solution().largestRectangleArea(heights));
        out.flush();
    }
}
