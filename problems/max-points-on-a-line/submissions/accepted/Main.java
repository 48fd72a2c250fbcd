import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the largest number of the given points that lie on one straight line.
    public int maxPoints(int[][] points) {
        // @solution
        int n = points.length;
        int best = Math.min(n, 1);
        for (int i = 0; i < n; i++) {
            // The direction from point i to each later point, reduced by the gcd and turned to one
            // half-plane, is the same exactly for the points on a common line through point i.
            long[] directions = new long[n - 1 - i];
            for (int j = i + 1; j < n; j++) {
                int dx = points[j][0] - points[i][0], dy = points[j][1] - points[i][1];
                int g = gcd(Math.abs(dx), Math.abs(dy));
                dx /= g;
                dy /= g;
                if (dx < 0 || (dx == 0 && dy < 0)) { dx = -dx; dy = -dy; }
                directions[j - i - 1] = (long) dx * 40001 + (dy + 20000); // one number per direction
            }
            // Equal directions are next to each other once sorted: the longest run is the best line.
            Arrays.sort(directions);
            for (int a = 0, b = 0; a < directions.length; a = b) {
                while (b < directions.length && directions[b] == directions[a]) b++;
                best = Math.max(best, b - a + 1); // the run plus point i itself
            }
        }
        return best;
        // @end-solution
    }

    private static int gcd(int a, int b) {
        while (b != 0) { int t = a % b; a = b; b = t; }
        return a;
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

        int n = nextInt();
        int[][] points = new int[n][];
        for (int i = 0; i < n; i++) points[i] = readInts(2);

        System.out.println(new Solution().maxPoints(points));
    }
}
