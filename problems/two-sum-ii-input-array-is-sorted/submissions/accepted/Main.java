import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the 1-based positions of the two values that add up to target.
    public int[] twoSum(int[] numbers, int target) {
        // @solution
        int lo = 0, hi = numbers.length - 1;
        while (lo < hi) {
            long sum = (long) numbers[lo] + numbers[hi];
            if (sum == target) return new int[] {lo + 1, hi + 1};
            if (sum < target) lo++; // numbers[lo] is too small for every partner left
            else hi--;              // numbers[hi] is too large for every partner left
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

        int[] numbers = readIntArray();
        int target = nextInt();

        int[] result = new Solution().twoSum(numbers, target);

        printArray(result, out);
        out.flush();
    }
}
