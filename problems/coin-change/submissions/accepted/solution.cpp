#include <bits/stdc++.h>
using namespace std;

// @learner
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
// @end-learner

// @driver array-io
// Reads n integers from standard input.
static vector<int> readInts(int n) {
    vector<int> values(n);
    for (int& x : values) cin >> x;
    return values;
}

// Reads a length followed by that many integers.
static vector<int> readIntArray() {
    int n = 0;
    cin >> n;
    return readInts(n);
}

// Prints the values separated by single spaces, then a newline (empty line for an empty array).
template <typename T>
static void printArray(const vector<T>& values) {
    string out;
    for (size_t i = 0; i < values.size(); i++) {
        if (i > 0) out += ' ';
        out += to_string(values[i]);
    }
    out += '\n';
    cout << out;
}
// @end-driver

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0, amount = 0;
    cin >> n >> amount;
    vector<int> coins = readInts(n);

    Solution solution;
    cout << solution.coinChange(coins, amount) << '\n';
    return 0;
}
