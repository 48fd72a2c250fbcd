import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns every combination of candidates (each usable any number of times) that sums to target.
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        // @solution
        int[] nums = candidates.clone();
        Arrays.sort(nums);
        List<List<Integer>> result = new ArrayList<>();
        backtrack(nums, 0, target, new ArrayList<>(), result);
        return result;
    }

    private void backtrack(int[] nums, int start, int remaining, List<Integer> path, List<List<Integer>> result) {
        if (remaining == 0) {
            result.add(new ArrayList<>(path));
            return;
        }
        // sorted: once nums[i] is too large, every later candidate is too
        for (int i = start; i < nums.length && nums[i] <= remaining; i++) {
            path.add(nums[i]);
            backtrack(nums, i, remaining - nums[i], path, result); // i, not i + 1: the same value may be reused
            path.remove(path.size() - 1);
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

        int[] candidates = readIntArray();
        int target = nextInt();

        List<List<Integer>> result = new Solution().combinationSum(candidates, target);

        // Any order is accepted: sort each combination, then the list of combinations.
        List<List<Integer>> canonical = new ArrayList<>();
        if (result != null) {
            for (List<Integer> c : result) {
                List<Integer> copy = new ArrayList<>(c);
                Collections.sort(copy);
                canonical.add(copy);
            }
        }
        canonical.sort(Main::compareLists);
        printLists(canonical, out);
        out.flush();
    }
}
