import java.io.*;
import java.util.*;

// @learner
class Solution {
    // nums1 and nums2 are sorted in non-decreasing order. Returns the median of all their values together.
    public double findMedianSortedArrays(int[] nums1, int[] nums2) {
        // @solution
        // Binary search on the shorter array: take i values from nums1 and j = half - i from nums2 as
        // the lower half; the cut is right when the lower half's largest value <= the upper half's smallest.
        if (nums1.length > nums2.length) return findMedianSortedArrays(nums2, nums1);
        int m = nums1.length, n = nums2.length;
        int half = (m + n + 1) / 2; // the lower half holds the median itself when the total is odd
        int lo = 0, hi = m;
        while (true) {
            int i = lo + (hi - lo) / 2, j = half - i;
            int left1 = i > 0 ? nums1[i - 1] : Integer.MIN_VALUE, right1 = i < m ? nums1[i] : Integer.MAX_VALUE;
            int left2 = j > 0 ? nums2[j - 1] : Integer.MIN_VALUE, right2 = j < n ? nums2[j] : Integer.MAX_VALUE;
            if (left1 > right2) hi = i - 1;      // too many values from nums1
            else if (left2 > right1) lo = i + 1; // too few values from nums1
            else {
                int lowerMax = Math.max(left1, left2);
                if ((m + n) % 2 == 1) return lowerMax;
                return (lowerMax + (double) Math.min(right1, right2)) / 2.0;
            }
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

    public static void main(String[] args) throws IOException {
        in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        int[] nums1 = readIntArray();
        int[] nums2 = readIntArray();

        double median = new Solution().findMedianSortedArrays(nums1, nums2);

        // One digit after the point (medians are whole numbers or halves); + 0.0 turns -0.0 into 0.0.
        out.println(String.format(Locale.ROOT, "%.1f", median + 0.0));
        out.flush();
    }
}
