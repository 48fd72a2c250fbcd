#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns true if repeatedly replacing n by the sum of the squares of its digits reaches 1.
    bool isHappy(int n) {
        // @solution
        // Floyd's cycle detection: the fast walker moves two steps per round, the slow one one step.
        // They meet inside the loop the sequence falls into; the number is happy if that loop is 1.
        auto next = [](long long x) {
            long long sum = 0;
            for (; x > 0; x /= 10) sum += (x % 10) * (x % 10);
            return sum;
        };
        long long slow = n, fast = next(n);
        while (fast != 1 && slow != fast) {
            slow = next(slow);
            fast = next(next(fast));
        }
        return fast == 1;
        // @end-solution
    }
};
// @end-learner

int main() {
    long long n = 0;
    cin >> n;

    Solution solution;
    cout << (solution.isHappy((int) n) ? "true" : "false") << '\n';
    return 0;
}
