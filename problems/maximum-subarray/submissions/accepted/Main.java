import java.io.*;
import java.util.*;

class Solution {
    // Returns the largest sum of a non-empty contiguous subarray.
    public long maxSubArray(int[] nums) {
        // @solution
        long best = Long.MIN_VALUE; // best sum found so far
        long cur = 0;               // best sum of a subarray ending at the current position
        for (int v : nums) {
            cur = Math.max(v, cur + v); // extend the previous run or start fresh here
            best = Math.max(best, cur);
        }
        return best;
        // @end-solution
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        in.nextToken();
        int n = (int) in.nval;
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            nums[i] = (int) in.nval;
        }

        out.println(new Solution().maxSubArray(nums));
        out.flush();
    }
}
