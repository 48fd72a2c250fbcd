import java.io.*;
import java.util.*;

// @learner
class Solution {
    // grid[r][c] = elevation of cell (r, c); the elevations are 0 .. n*n - 1, each once.
    public int swimInWater(int[][] grid) {
        // @solution
        // Let the water rise: at time t the cell with elevation t joins its flooded neighbours
        // (union-find). The answer is the first t at which both corners are in one region.
        int n = grid.length, cells = n * n;
        int[] at = new int[cells]; // at[t] = index r * n + c of the cell with elevation t
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) at[grid[r][c]] = r * n + c;
        int[] parent = new int[cells];
        int[] size = new int[cells];
        for (int i = 0; i < cells; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        for (int t = 0; t < cells; t++) {
            int r = at[t] / n, c = at[t] % n;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= n || nc < 0 || nc >= n || grid[nr][nc] > t) continue; // not flooded yet
                int a = at[t], b = nr * n + nc;
                while (parent[a] != a) a = parent[a] = parent[parent[a]];
                while (parent[b] != b) b = parent[b] = parent[parent[b]];
                if (a == b) continue;
                if (size[a] < size[b]) {
                    int tmp = a;
                    a = b;
                    b = tmp;
                }
                parent[b] = a;
                size[a] += size[b];
            }
            int a = 0, b = cells - 1;
            while (parent[a] != a) a = parent[a];
            while (parent[b] != b) b = parent[b];
            if (a == b) return t;
        }
        return cells - 1;
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
        int[][] grid = readRows(n, n);

        out.println(new Solution().swimInWater(grid));
        out.flush();
    }
}
