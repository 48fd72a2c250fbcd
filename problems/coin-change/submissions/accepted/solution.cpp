#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the fewest coins that add up to amount, or -1 if it cannot be done.
    int coinChange(vector<int>& coins, int amount) {
        // @solution
        // dp[x] = fewest coins that make exactly x; INF marks "not reachable yet".
        const int INF = amount + 1;
        vector<int> dp(amount + 1, INF);
        dp[0] = 0;
        for (int x = 1; x <= amount; x++) {
            for (int c : coins) {
                // Use coin c last: the rest, x - c, must be made optimally.
                if (c <= x && dp[x - c] + 1 < dp[x]) dp[x] = dp[x - c] + 1;
            }
        }
        return dp[amount] >= INF ? -1 : dp[amount];
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0, amount = 0;
    cin >> n >> amount;
    vector<int> coins(n);
    for (int i = 0; i < n; i++) cin >> coins[i];

    Solution solution;
    cout << solution.coinChange(coins, amount) << '\n';
    return 0;
}
