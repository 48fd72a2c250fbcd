import java.io.*;
import java.util.*;

// @learner
class Solution {
    // times[i] = {u, v, w}: a signal sent from node u reaches node v after w time units.
    // Nodes are numbered 1..n; the signal starts at node k.
    public int networkDelayTime(int[][] times, int n, int k) {
        // @solution
        List<List<int[]>> adj = new ArrayList<>(n + 1);
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        for (int[] t : times) adj.get(t[0]).add(new int[] {t[1], t[2]});

        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        // Min-heap of {distance, node}; outdated entries are skipped when popped.
        PriorityQueue<long[]> pq = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        dist[k] = 0;
        pq.add(new long[] {0, k});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            long d = top[0];
            int u = (int) top[1];
            if (d > dist[u]) continue;
            for (int[] e : adj.get(u)) {
                int v = e[0];
                if (d + e[1] < dist[v]) {
                    dist[v] = d + e[1];
                    pq.add(new long[] {dist[v], v});
                }
            }
        }

        long latest = 0;
        for (int i = 1; i <= n; i++) {
            if (dist[i] == Long.MAX_VALUE) return -1; // this node never hears the signal
            latest = Math.max(latest, dist[i]);
        }
        return (int) latest;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[][] times = new int[m][3];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                times[i][j] = (int) in.nval;
            }
        }

        Solution solution = new Solution();
        out.println(solution.networkDelayTime(times, n, k));
        out.flush();
    }
}
