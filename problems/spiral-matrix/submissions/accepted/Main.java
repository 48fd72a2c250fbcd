import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the values of the matrix in clockwise spiral order, starting at the top-left corner.
    public List<Integer> spiralOrder(int[][] matrix) {
        // @solution
        List<Integer> result = new ArrayList<>();
        // The rows top..bottom and columns left..right are the part not read yet.
        int top = 0, bottom = matrix.length - 1, left = 0, right = matrix[0].length - 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) result.add(matrix[top][j]);       // top row, rightwards
            top++;
            for (int i = top; i <= bottom; i++) result.add(matrix[i][right]);     // right column, down
            right--;
            if (top <= bottom) {                                                  // a bottom row is left
                for (int j = right; j >= left; j--) result.add(matrix[bottom][j]); // leftwards
                bottom--;
            }
            if (left <= right) {                                                  // a left column is left
                for (int i = bottom; i >= top; i--) result.add(matrix[i][left]);   // up
                left++;
            }
        }
        return result;
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

        List<Integer> result = new Solution().spiralOrder(matrix);

        int[] values = new int[result.size()];
        for (int i = 0; i < values.length; i++) values[i] = result.get(i);
        printArray(values, out);
        out.flush();
    }
}
