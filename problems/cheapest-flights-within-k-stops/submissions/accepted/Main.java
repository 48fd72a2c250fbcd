import java.io.*;
import java.util.*;

// @learner
class Solution {
    // flights[i] = {from, to, price}: a one-way flight. At most k stops means at most k + 1 flights.
    public int findCheapestPrice(int n, int[][] flights, int src, int dst, int k) {
        // @solution
        // Dijkstra over states (price, city, flights taken). States leave the heap cheapest first, so a
        // state is only worth expanding if it reaches its city with fewer flights than every earlier one.
        List<List<int[]>> adj = new ArrayList<>(n);
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] f : flights) adj.get(f[0]).add(new int[] {f[1], f[2]});
        int[] fewest = new int[n]; // fewest flights of an expanded state, per city
        Arrays.fill(fewest, k + 2);
        PriorityQueue<int[]> pq = new PriorityQueue<>((x, y) -> Integer.compare(x[0], y[0]));
        pq.add(new int[] {0, src, 0});
        while (!pq.isEmpty()) {
            int[] top = pq.poll();
            int price = top[0], city = top[1], used = top[2];
            if (city == dst) return price;
            if (used >= fewest[city]) continue; // a cheaper state got here with no more flights
            fewest[city] = used;
            if (used == k + 1) continue; // no flights left
            for (int[] e : adj.get(city))
                if (used + 1 < fewest[e[0]]) pq.add(new int[] {price + e[1], e[0], used + 1}); // else it would be skipped
        }
        return -1;
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
        int[][] flights = readEdgeList(3);
        int src = nextInt();
        int dst = nextInt();
        int k = nextInt();

        out.println(new Solution().findCheapestPrice(n, flights, src, dst, k));
        out.flush();
    }
}
