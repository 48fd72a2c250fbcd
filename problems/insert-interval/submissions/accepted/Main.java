import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Inserts newInterval into the sorted, disjoint intervals, merging what overlaps it.
    public int[][] insert(int[][] intervals, int[] newInterval) {
        // @solution
        List<int[]> result = new ArrayList<>();
        int n = intervals.length, i = 0;
        int lo = newInterval[0], hi = newInterval[1];
        // 1) Intervals that end before the new one starts stay as they are.
        while (i < n && intervals[i][1] < lo) result.add(intervals[i++]);
        // 2) Intervals that overlap (or touch) the new one are absorbed into it.
        while (i < n && intervals[i][0] <= hi) {
            lo = Math.min(lo, intervals[i][0]);
            hi = Math.max(hi, intervals[i][1]);
            i++;
        }
        result.add(new int[] { lo, hi });
        // 3) The rest start after it.
        while (i < n) result.add(intervals[i++]);
        return result.toArray(new int[0][]);
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
        int[][] intervals = new int[n][];
        for (int i = 0; i < n; i++) intervals[i] = readInts(2);
        int[] newInterval = readInts(2);

        int[][] result = new Solution().insert(intervals, newInterval);

        for (int[] interval : result) printArray(interval, out);
        out.flush();
    }
}
