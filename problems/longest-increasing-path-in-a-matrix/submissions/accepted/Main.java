import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the number of cells on the longest strictly increasing path through side-adjacent cells.
    public int longestIncreasingPath(int[][] grid) {
        // @solution
        int m = grid.length, n = grid[0].length;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        // out[c] = neighbours of c with a larger value: the steps a path can still take from c.
        int[] out = new int[m * n];
        int[] layer = new int[m * n], next = new int[m * n];
        int size = 0;
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++) {
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] > grid[r][c]) out[r * n + c]++;
                }
                if (out[r * n + c] == 0) layer[size++] = r * n + c; // a path can end here
            }
        // Peel the grid layer by layer from the path ends (topological order); count the layers.
        int layers = 0;
        while (size > 0) {
            layers++;
            int nextSize = 0;
            for (int k = 0; k < size; k++) {
                int r = layer[k] / n, c = layer[k] % n;
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] < grid[r][c])
                        if (--out[nr * n + nc] == 0) next[nextSize++] = nr * n + nc;
                }
            }
            int[] t = layer; layer = next; next = t;
            size = nextSize;
        }
        return layers;
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

        int m = nextInt();
        int n = nextInt();
        int[][] grid = new int[m][];
        for (int i = 0; i < m; i++) grid[i] = readInts(n);

        System.out.println(new Solution().longestIncreasingPath(grid));
    }
}
