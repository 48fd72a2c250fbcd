#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the most coins that bursting all balloons can earn.
    int maxCoins(vector<int>& nums) {
        // @solution
        // Too slow: tries every order in which the balloons can burst (n! orders).
        if (nums.empty()) return 0;
        int most = 0;
        for (size_t i = 0; i < nums.size(); i++) {
            int left = i > 0 ? nums[i - 1] : 1;
            int right = i + 1 < nums.size() ? nums[i + 1] : 1;
            vector<int> rest(nums);
            rest.erase(rest.begin() + i);
            most = max(most, left * nums[i] * right + maxCoins(rest));
        }
        return most;
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
