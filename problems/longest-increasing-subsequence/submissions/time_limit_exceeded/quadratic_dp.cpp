#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the length of the longest strictly increasing subsequence of nums.
    int lengthOfLIS(vector<int>& nums) {
        // @solution
        // Too slow: for every element, every earlier element is checked (O(n^2), 5 * 10^9 steps at n = 10^5).
        int n = nums.size(), best = 0;
        vector<int> dp(n, 1); // dp[i] = longest increasing subsequence ending at i
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++)
                if (nums[j] < nums[i] && dp[j] + 1 > dp[i]) dp[i] = dp[j] + 1;
            best = max(best, dp[i]);
        }
        return best;
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
    cout << solution.lengthOfLIS(nums) << '\n';
    return 0;
}
