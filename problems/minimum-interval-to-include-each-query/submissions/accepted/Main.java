import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns, for each query, the size (right - left + 1) of the smallest interval containing it, or -1 if none does.
    public int[] minInterval(int[][] intervals, int[] queries) {
        // @solution
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0])); // by left end
        Integer[] order = new Integer[queries.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Integer.compare(queries[a], queries[b]));
        // Min-heap of {size, right end} of the intervals that start at or before the current query.
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int[] answer = new int[queries.length];
        int i = 0;
        for (int qi : order) {
            int x = queries[qi];
            for (; i < intervals.length && intervals[i][0] <= x; i++)
                heap.add(new int[] { intervals[i][1] - intervals[i][0] + 1, intervals[i][1] });
            // Intervals that end before x end before every later (larger) query too: drop them for good.
            while (!heap.isEmpty() && heap.peek()[1] < x) heap.poll();
            answer[qi] = heap.isEmpty() ? -1 : heap.peek()[0];
        }
        return answer;
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
        int q = nextInt();
        int[][] intervals = new int[n][];
        for (int i = 0; i < n; i++) intervals[i] = readInts(2);
        int[] queries = readInts(q);

        printArray(new Solution().minInterval(intervals, queries), out);
        out.flush();
    }
}
