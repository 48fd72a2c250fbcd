import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the two indices {i, j} with i < j and nums[i] + nums[j] == target.
    public int[] twoSum(int[] nums, int target) {
        // @solution
        // value -> first index where it appeared
        HashMap<Integer, Integer> seen = new HashMap<>(nums.length * 2);
        for (int j = 0; j < nums.length; j++) {
            // use 64-bit arithmetic: target - nums[j] can leave the int range
            long need = (long) target - nums[j];
            if (need >= Integer.MIN_VALUE && need <= Integer.MAX_VALUE) {
                Integer i = seen.get((int) need);
                if (i != null) return new int[] { i, j };
            }
            seen.putIfAbsent(nums[j], j); // keeps the earliest index of each value
        }
        return new int[0];
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

    public static void main(String[] args) throws IOException {
        in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        int[] nums = readIntArray();
        int target = nextInt();

        int[] result = new Solution().twoSum(nums, target);

        printArray(result, out);
        out.flush();
    }
}
