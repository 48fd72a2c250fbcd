import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the k points closest to (0, 0), in any order (the k-th and (k+1)-th distances differ).
    public int[][] kClosest(int[][] points, int k) {
        // @solution
        // Max-heap by squared distance (at most 2 * 10^8) of the k closest points seen so far.
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(b[0] * b[0] + b[1] * b[1], a[0] * a[0] + a[1] * a[1]));
        for (int[] p : points) {
            if (heap.size() < k) heap.add(p);
            else {
                int[] far = heap.peek();
                if (p[0] * p[0] + p[1] * p[1] < far[0] * far[0] + far[1] * far[1]) {
                    heap.poll(); // drop the farthest point kept
                    heap.add(p);
                }
            }
        }
        return heap.toArray(new int[0][]);
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
        int k = nextInt();
        int[][] points = new int[n][];
        for (int i = 0; i < n; i++) points[i] = readInts(2);

        int[][] result = new Solution().kClosest(points, k);

        // Any order is accepted: the points are printed sorted by x, then by y.
        int[][] sorted = result == null ? new int[0][] : result.clone();
        Arrays.sort(sorted, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        for (int[] p : sorted) printArray(p, out);
        out.flush();
    }
}
