import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the largest value of nums[i] XOR nums[j] over all pairs 0 <= i <= j < n.
    public int findMaximumXOR(int[] nums) {
        // @solution
        // A binary trie of the numbers, highest bit (30) first: child[2 * v + b] is node v's child for bit b.
        int[] child = new int[2 * (31 * nums.length + 1)];
        int nodes = 1;
        int best = 0;
        for (int x : nums) {
            int v = 0;
            for (int b = 30; b >= 0; b--) {
                int bit = (x >> b) & 1;
                if (child[2 * v + bit] == 0) child[2 * v + bit] = nodes++;
                v = child[2 * v + bit];
            }
            // Walk down choosing the opposite bit whenever the trie has it: that bit of the XOR becomes 1.
            v = 0;
            int cur = 0;
            for (int b = 30; b >= 0; b--) {
                int want = ((x >> b) & 1) ^ 1;
                if (child[2 * v + want] != 0) {
                    cur |= 1 << b;
                    v = child[2 * v + want];
                } else {
                    v = child[2 * v + (want ^ 1)];
                }
            }
            best = Math.max(best, cur);
        }
        return best;
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

        out.println(new Solution().findMaximumXOR(nums));
        out.flush();
    }
}
