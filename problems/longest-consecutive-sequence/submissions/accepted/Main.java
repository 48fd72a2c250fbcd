import java.io.*;
import java.util.*;

class Solution {
    // Returns the length of the longest run of consecutive integer values in nums.
    public int longestConsecutive(int[] nums) {
        // @solution
        HashSet<Integer> present = new HashSet<>(nums.length * 2);
        for (int x : nums) present.add(x);
        int best = 0;
        for (int x : present) {
            // only start counting at the first value of a run
            if (present.contains(x - 1)) continue;
            int len = 1;
            while (present.contains(x + len)) len++;
            best = Math.max(best, len);
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

        out.println(new Solution().longestConsecutive(nums));
        out.flush();
    }
}
