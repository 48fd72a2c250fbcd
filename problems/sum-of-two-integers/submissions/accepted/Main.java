import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns a + b, computed with bit operations only.
    public int getSum(int a, int b) {
        // @solution
        // XOR adds the bits without carries; AND finds where both bits are 1, i.e. where a carry
        // starts, and the shift moves it to the next position. Repeat until no carry is left.
        while (b != 0) {
            int carry = (a & b) << 1;
            a ^= b;
            b = carry;
        }
        return a;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int a = Integer.parseInt(st.nextToken());
        int b = Integer.parseInt(st.nextToken());

        System.out.println(new Solution().getSum(a, b));
    }
}
