import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns whether target occurs in the matrix, which is sorted in reading order.
    public boolean searchMatrix(int[][] matrix, int target) {
        // @solution
        int m = matrix.length, n = matrix[0].length;
        int lo = 0, hi = m * n - 1; // binary search over the cells in reading order
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            int v = matrix[mid / n][mid % n]; // cell number mid is in row mid / n, column mid % n
            if (v == target) return true;
            if (v < target) lo = mid + 1;
            else hi = mid - 1;
        }
        return false;
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

        int m = nextInt();
        int n = nextInt();
        int[][] matrix = new int[m][];
        for (int i = 0; i < m; i++) matrix[i] = readInts(n);
        int[] targets = readIntArray();

        Solution solution = new Solution();
        StringBuilder sb = new StringBuilder();
        for (int target : targets) sb.append(solution.searchMatrix(matrix, target) ? "true\n" : "false\n");
        out.print(sb);
        out.flush();
    }
}
