import java.io.*;
import java.util.*;

// @learner
class Solution {
    // prerequisites[i] = {a, b}: course b must be finished before course a.
    public int[] findOrder(int numCourses, int[][] prerequisites) {
        // @solution
        // Kahn's topological sort. Edge b -> a for every pair; indegree[a] counts unfinished prerequisites.
        List<List<Integer>> adj = new ArrayList<>(numCourses);
        for (int i = 0; i < numCourses; i++) adj.add(new ArrayList<>());
        int[] indegree = new int[numCourses];
        for (int[] p : prerequisites) {
            adj.get(p[1]).add(p[0]);
            indegree[p[0]]++;
        }
        int[] order = new int[numCourses]; // also the queue: courses are appended when they become ready
        int head = 0, tail = 0;
        for (int i = 0; i < numCourses; i++)
            if (indegree[i] == 0) order[tail++] = i;
        while (head < tail) {
            int cur = order[head++];
            for (int next : adj.get(cur))
                if (--indegree[next] == 0) order[tail++] = next;
        }
        // Courses on (or behind) a cycle never become ready: then there is no order at all.
        return tail == numCourses ? order : new int[0];
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

    // @driver graph-order
    // Checks `order` as a schedule of the courses 0 .. n - 1, where a pair {a, b} means course b comes before
    // course a, and names what it is: "valid order", "no order" (an empty list) or "invalid order: <the first fault>".
    private static String checkOrder(int n, int[][] prerequisites, int[] order) {
        if (order == null || order.length == 0) return "no order";
        if (order.length != n) return "invalid order: it lists " + order.length + " courses, expected " + n;
        int[] at = new int[n]; // at[c] = position of course c in the order
        Arrays.fill(at, -1);
        for (int i = 0; i < n; i++) {
            int c = order[i];
            if (c < 0 || c >= n) return "invalid order: course " + c + " does not exist";
            if (at[c] != -1) return "invalid order: course " + c + " is listed twice";
            at[c] = i;
        }
        for (int[] p : prerequisites) {
            if (p[0] == p[1]) return "invalid order: course " + p[0] + " requires itself";
            if (at[p[1]] > at[p[0]]) return "invalid order: course " + p[0] + " comes before its prerequisite " + p[1];
        }
        return "valid order";
    }
    // @end-driver

    public static void main(String[] args) throws IOException {
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        int n = nextInt();
        int[][] prerequisites = readEdgeList(2);

        int[] order = new Solution().findOrder(n, prerequisites);

        // Many orders can be right, so the order itself is checked here and the verdict printed.
        out.println(checkOrder(n, prerequisites, order));
        out.flush();
    }
}
