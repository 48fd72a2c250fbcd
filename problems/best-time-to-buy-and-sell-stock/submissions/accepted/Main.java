import java.io.*;
import java.util.*;

class Solution {
    // Returns the largest profit of one buy followed by one later sell (0 if no profit is possible).
    public int maxProfit(int[] prices) {
        // @solution
        int minPrice = Integer.MAX_VALUE; // cheapest day seen so far
        int best = 0;
        for (int p : prices) {
            if (p < minPrice) minPrice = p;                       // a better day to buy
            else best = Math.max(best, p - minPrice);             // try selling today
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
        int[] prices = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            prices[i] = (int) in.nval;
        }

        out.println(new Solution().maxProfit(prices));
        out.flush();
    }
}
