import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Rotates the n x n matrix a quarter turn clockwise, in place.
    public void rotate(int[][] matrix) {
        // @solution
        int n = matrix.length;
        // Ring by ring, move four cells at a time: left -> top -> right -> bottom -> left.
        for (int i = 0; i < n / 2; i++) {
            for (int j = i; j < n - 1 - i; j++) {
                int top = matrix[i][j];
                matrix[i][j] = matrix[n - 1 - j][i];                 // left column to top row
                matrix[n - 1 - j][i] = matrix[n - 1 - i][n - 1 - j]; // bottom row to left column
                matrix[n - 1 - i][n - 1 - j] = matrix[j][n - 1 - i]; // right column to bottom row
                matrix[j][n - 1 - i] = top;                          // top row to right column
            }
        }
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
        int[][] matrix = new int[n][];
        for (int i = 0; i < n; i++) matrix[i] = readInts(n);

        new Solution().rotate(matrix);

        // The matrix the function received, after the call.
        for (int[] row : matrix) printArray(row, out);
        out.flush();
    }
}
