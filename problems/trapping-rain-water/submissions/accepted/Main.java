import java.io.*;
import java.util.*;

class Solution {
    // Returns the total number of water units trapped between the bars.
    public long trap(int[] height) {
        // @solution
        int lo = 0, hi = height.length - 1;
        int leftMax = 0, rightMax = 0;   // tallest bar seen from each side so far
        long water = 0;
        while (lo < hi) {
            if (height[lo] <= height[hi]) {
                // the right side has a wall at least this tall, so the left max decides
                if (height[lo] >= leftMax) leftMax = height[lo];
                else water += leftMax - height[lo];
                lo++;
            } else {
                // the left side has a taller wall, so the right max decides
                if (height[hi] >= rightMax) rightMax = height[hi];
                else water += rightMax - height[hi];
                hi--;
            }
        }
        return water;
        // @end-solution
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        in.nextToken();
        int n = (int) in.nval;
        int[] height = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            height[i] = (int) in.nval;
        }

        out.println(new Solution().trap(height));
        out.flush();
    }
}
