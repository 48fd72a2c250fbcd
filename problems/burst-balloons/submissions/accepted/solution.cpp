#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the most coins that bursting all balloons can earn.
    int maxCoins(vector<int>& nums) {
        // @solution
        int n = nums.size();
        // v = nums with a balloon of value 1 added at both ends (they are never burst).
        vector<int> v(n + 2, 1);
        for (int i = 0; i < n; i++) v[i + 1] = nums[i];
        // best[l][r] = most coins from bursting every balloon strictly between l and r,
        // while l and r are still there.
        vector<vector<int>> best(n + 2, vector<int>(n + 2, 0));
        for (int len = 2; len <= n + 1; len++)
            for (int l = 0; l + len <= n + 1; l++) {
                int r = l + len, most = 0;
                // k is the LAST balloon burst between l and r: its neighbours are then l and r.
                for (int k = l + 1; k < r; k++)
                    most = max(most, best[l][k] + best[k][r] + v[l] * v[k] * v[r]);
                best[l][r] = most;
            }
        return best[0][n + 1];
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

    vector<int> nums = readIntArray();

    Solution solution;
    cout << solution.maxCoins(nums) << '\n';
    return 0;
}
