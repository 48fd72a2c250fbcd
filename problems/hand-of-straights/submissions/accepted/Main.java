import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns whether the cards split into groups of groupSize consecutive values.
    public boolean isNStraightHand(int[] hand, int groupSize) {
        // @solution
        if (hand.length % groupSize != 0) return false;
        Arrays.sort(hand);
        HashMap<Long, Integer> count = new HashMap<>();
        for (int v : hand) count.merge((long) v, 1, Integer::sum);
        for (int v : hand) {
            int c = count.get((long) v);
            if (c == 0) continue; // already used by earlier groups
            // v is the smallest card left: c groups must start here, each needing v .. v + groupSize - 1.
            for (long k = 0; k < groupSize; k++) {
                Integer have = count.get(v + k);
                if (have == null || have < c) return false;
                count.put(v + k, have - c);
            }
        }
        return true;
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

        int[] hand = readIntArray();
        int groupSize = nextInt();

        out.println(new Solution().isNStraightHand(hand, groupSize));
        out.flush();
    }
}
