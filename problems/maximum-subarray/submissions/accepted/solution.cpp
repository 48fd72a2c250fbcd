#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the largest sum of a non-empty contiguous subarray.
    long long maxSubArray(vector<int>& nums) {
        // @solution
        long long best = LLONG_MIN; // best sum found so far
        long long cur = 0;          // best sum of a subarray ending at the current position
        for (int v : nums) {
            cur = max((long long)v, cur + v); // extend the previous run or start fresh here
            best = max(best, cur);
        }
        return best;
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
    cout << solution.maxSubArray(nums) << '\n';
    return 0;
}
