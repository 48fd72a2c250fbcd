import java.io.*;
import java.util.*;

// @learner
class Solution {
    // points[i] = {x, y}; joining points i and j costs |xi - xj| + |yi - yj|.
    public int minCostConnectPoints(int[][] points) {
        // @solution
        // Prim's algorithm on the complete graph: dist[j] is the cheapest link from the tree to point j.
        int n = points.length;
        long[] dist = new long[n];
        Arrays.fill(dist, Long.MAX_VALUE);
        boolean[] inTree = new boolean[n];
        long total = 0;
        dist[0] = 0;
        for (int added = 0; added < n; added++) {
            // Take the cheapest point outside the tree.
            int cur = -1;
            for (int j = 0; j < n; j++)
                if (!inTree[j] && (cur == -1 || dist[j] < dist[cur])) cur = j;
            inTree[cur] = true;
            total += dist[cur];
            // Its links may be cheaper than the best links known so far.
            for (int j = 0; j < n; j++) {
                if (inTree[j]) continue;
                long d = Math.abs((long) points[cur][0] - points[j][0]) + Math.abs((long) points[cur][1] - points[j][1]);
                if (d < dist[j]) dist[j] = d;
            }
        }
        return (int) total;
        // @end-solution
    }
}
// @end-learner

public class Main {
    // @driver graph-io
    private static final StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));

    // Reads the next integer of standard input (0 after its end).
    private static int nextInt() throws IOException {
        if (in.nextToken() == StreamTokenizer.TT_EOF) return 0;
        return (int) in.nval;
    }

    // Reads `count` rows of `width` integers each: an edge list (`u v` or `u v w` per line), points, a grid.
    private static int[][] readRows(int count, int width) throws IOException {
        int[][] rows = new int[count][width];
        for (int[] row : rows)
            for (int j = 0; j < width; j++) row[j] = nextInt();
        return rows;
    }

    // Reads an edge count m followed by m edges of `width` integers each (`u v`, or `u v w` with a weight).
    private static int[][] readEdgeList(int width) throws IOException {
        return readRows(nextInt(), width);
    }
    // @end-driver

    public static void main(String[] args) throws IOException {
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        int n = nextInt();
        int[][] points = readRows(n, 2);

        out.println(new Solution().minCostConnectPoints(points));
        out.flush();
    }
}
