#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    static const int MOD = 1000000007;

    // Returns the number of ways to climb n steps, modulo MOD.
    int climbStairs(int n) {
        // @solution
        // prev = ways(i - 2), cur = ways(i - 1); ways(0) = ways(1) = 1.
        long long prev = 1, cur = 1;
        for (int i = 2; i <= n; i++) {
            long long next = (prev + cur) % MOD; // last move was 2 steps or 1 step
            prev = cur;
            cur = next;
        }
        return (int)cur;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;

    Solution solution;
    cout << solution.climbStairs(n) << '\n';
    return 0;
}
