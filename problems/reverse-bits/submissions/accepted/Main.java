import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the integer whose 32 bits are those of n in reverse order (both read as unsigned).
    public int reverseBits(int n) {
        // @solution
        // Take the bits of n from the lowest and push each one into the result from the right:
        // after 32 steps, the first bit taken has moved all the way to the top. >>> shifts in
        // zeros, so the sign bit of n does not spread.
        int result = 0;
        for (int i = 0; i < 32; i++) {
            result = (result << 1) | (n & 1);
            n >>>= 1;
        }
        return result;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        // Java has no unsigned int: the same 32 bits go in, and the result is printed as unsigned.
        int n = (int) Long.parseLong(st.nextToken());

        System.out.println(Integer.toUnsignedString(new Solution().reverseBits(n)));
    }
}
