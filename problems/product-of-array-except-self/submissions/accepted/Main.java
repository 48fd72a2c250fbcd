import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns an array whose i-th entry is the product of all elements except nums[i].
    public long[] productExceptSelf(int[] nums) {
        // @solution
        int n = nums.length;
        long[] ans = new long[n];
        // first pass: ans[i] = product of everything to the left of i
        long prefix = 1;
        for (int i = 0; i < n; i++) {
            ans[i] = prefix;
            prefix *= nums[i];
        }
        // second pass: multiply in the product of everything to the right of i
        long suffix = 1;
        for (int i = n - 1; i >= 0; i--) {
            ans[i] *= suffix;
            suffix *= nums[i];
        }
        return ans;
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

        long[] result = new Solution().productExceptSelf(nums);

        printArray(result, out);
        out.flush();
    }
}
