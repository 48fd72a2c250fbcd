import java.io.*;
import java.util.*;

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
        in.nextToken();
        int target = (int) in.nval;

        int[] result = new Solution().twoSum(nums, target);

        // Prints the returned indices separated by single spaces.
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < result.length; k++) {
            if (k > 0) sb.append(' ');
            sb.append(result[k]);
        }
        sb.append('\n');
        out.print(sb);
        out.flush();
    }
}
