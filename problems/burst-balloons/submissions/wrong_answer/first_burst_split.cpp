#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the most coins that bursting all balloons can earn.
    int maxCoins(vector<int>& nums) {
        // @solution
        // Wrong: k is taken as the FIRST balloon burst in [l, r], paid with its neighbours k - 1 and
        // k + 1, and the two sides are then solved separately; but after k bursts, the balloons at
        // k - 1 and k + 1 become neighbours, so the two sides are not independent.
        int n = nums.size();
        vector<int> v(n + 2, 1);
        for (int i = 0; i < n; i++) v[i + 1] = nums[i];
        vector<vector<int>> best(n + 2, vector<int>(n + 2, 0));
        for (int len = 1; len <= n; len++)
            for (int l = 1; l + len - 1 <= n; l++) {
                int r = l + len - 1, most = 0;
                for (int k = l; k <= r; k++)
                    most = max(most, best[l][k - 1] + best[k + 1][r] + v[k - 1] * v[k] * v[k + 1]);
                best[l][r] = most;
            }
        return best[1][n];
        // @end-solution
    }
};

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

    vector<int> nums = readIntArray();

    Solution solution;
    cout << solution.maxCoins(nums) << '\n';
    return 0;
}
