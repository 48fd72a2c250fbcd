import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the union of the intervals as disjoint intervals, in any order.
    public int[][] merge(int[][] intervals) {
        // @solution
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0])); // by start
        List<int[]> merged = new ArrayList<>();
        for (int[] cur : intervals) {
            int[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            // Overlaps (or touches) the last merged interval: extend it.
            if (last != null && cur[0] <= last[1]) {
                last[1] = Math.max(last[1], cur[1]);
            } else {
                merged.add(new int[] { cur[0], cur[1] });
            }
        }
        return merged.toArray(new int[0][]);
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

        int[][] result = new Solution().merge(intervals);

        // Any order is accepted: print the intervals sorted by start.
        Arrays.sort(result, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        for (int[] interval : result) printArray(interval, out);
        out.flush();
    }
}
