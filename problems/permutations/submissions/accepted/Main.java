import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns every ordering of nums (the values are distinct), each exactly once, in any order.
    public List<List<Integer>> permute(int[] nums) {
        // @solution
        List<List<Integer>> result = new ArrayList<>();
        backtrack(nums, new boolean[nums.length], new ArrayList<>(), result);
        return result;
    }

    private void backtrack(int[] nums, boolean[] used, List<Integer> path, List<List<Integer>> result) {
        if (path.size() == nums.length) {
            result.add(new ArrayList<>(path));
            return;
        }
        for (int i = 0; i < nums.length; i++) {
            if (used[i]) continue;
            used[i] = true; // nums[i] takes the next position ...
            path.add(nums[i]);
            backtrack(nums, used, path, result);
            path.remove(path.size() - 1); // ... then gives it back for the next choice
            used[i] = false;
        }
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

    // Lexicographic order of two integer lists (a proper prefix comes first).
    private static int compareLists(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < a.size() && i < b.size(); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) return c;
        }
        return Integer.compare(a.size(), b.size());
    }

    // Prints the number of lists, then each list as [a,b,c] on its own line.
    private static void printLists(List<List<Integer>> lists, PrintWriter out) {
        StringBuilder sb = new StringBuilder();
        sb.append(lists.size()).append('\n');
        for (List<Integer> values : lists) {
            sb.append('[');
            for (int i = 0; i < values.size(); i++) {
                if (i > 0) sb.append(',');
                sb.append(values.get(i));
            }
            sb.append("]\n");
        }
        out.print(sb);
    }

    public static void main(String[] args) throws IOException {
        in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        int[] nums = readIntArray();

        List<List<Integer>> result = new Solution().permute(nums);

        // Any order of the permutations is accepted: sort the list (each permutation keeps its order).
        List<List<Integer>> canonical = new ArrayList<>();
        if (result != null) {
            for (List<Integer> p : result) canonical.add(new ArrayList<>(p));
        }
        canonical.sort(Main::compareLists);
        printLists(canonical, out);
        out.flush();
    }
}
