import java.io.*;
import java.util.*;

// @learner
class Solution {
    // edges[i] = {u, v}: an undirected edge between nodes u and v (nodes are 1 .. n, n = edges.length).
    public int[] findRedundantConnection(int[][] edges) {
        // @solution
        // Union-find: the first edge whose ends are already connected closes the only cycle, and it is
        // the cycle's edge that comes last in the input.
        int n = edges.length;
        int[] parent = new int[n + 1];
        int[] size = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        for (int[] e : edges) {
            int a = e[0], b = e[1];
            while (parent[a] != a) a = parent[a] = parent[parent[a]];
            while (parent[b] != b) b = parent[b] = parent[parent[b]];
            if (a == b) return e;
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
        }
        return new int[0];
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

        int[][] edges = readEdgeList(2);

        int[] edge = new Solution().findRedundantConnection(edges);
        out.println(edge != null && edge.length == 2 ? edge[0] + " " + edge[1] : "no edge");
        out.flush();
    }
}
