import java.io.*;
import java.util.*;

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

        long[] result = new Solution().productExceptSelf(nums);

        // Prints the returned values separated by single spaces.
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < result.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(result[i]);
        }
        sb.append('\n');
        out.print(sb);
        out.flush();
    }
}
