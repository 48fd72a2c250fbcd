import java.io.*;
import java.util.*;

// @learner
class Solution {
    // prerequisites[i] = {a, b}: course b must be finished before course a.
    public boolean canFinish(int n, int[][] prerequisites) {
        // @solution
        // Edge b -> a for every pair; indegree[a] counts unfinished prerequisites of a.
        List<List<Integer>> adj = new ArrayList<>(n);
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        int[] indegree = new int[n];
        for (int[] p : prerequisites) {
            adj.get(p[1]).add(p[0]);
            indegree[p[0]]++;
        }
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int i = 0; i < n; i++)
            if (indegree[i] == 0) queue[tail++] = i;
        while (head < tail) {
            int cur = queue[head++];
            for (int next : adj.get(cur))
                if (--indegree[next] == 0) queue[tail++] = next;
        }
        // Courses on (or behind) a cycle never reach indegree 0.
        return tail == n;
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
        int[][] prerequisites = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            prerequisites[i][0] = (int) in.nval;
            in.nextToken();
            prerequisites[i][1] = (int) in.nval;
        }

        Solution solution = new Solution();
        out.println(solution.canFinish(n, prerequisites) ? "true" : "false");
        out.flush();
    }
}
