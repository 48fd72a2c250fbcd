import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns true if repeatedly replacing n by the sum of the squares of its digits reaches 1.
    public boolean isHappy(int n) {
        // @solution
        // Floyd's cycle detection: the fast walker moves two steps per round, the slow one one step.
        // They meet inside the loop the sequence falls into; the number is happy if that loop is 1.
        int slow = n, fast = next(n);
        while (fast != 1 && slow != fast) {
            slow = next(slow);
            fast = next(next(fast));
        }
        return fast == 1;
        // @end-solution
    }

    // The sum of the squares of the decimal digits of x.
    private int next(int x) {
        int sum = 0;
        for (; x > 0; x /= 10) sum += (x % 10) * (x % 10);
        return sum;
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());

        System.out.println(new Solution().isHappy(n) ? "true" : "false");
    }
}
