#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the largest total of values at pairwise non-adjacent positions of nums.
    int rob(vector<int>& nums) {
        // @solution
        int skip = 0; // best so far if the previous house is not robbed
        int take = 0; // best so far if the previous house is robbed
        for (int x : nums) {
            int nextTake = skip + x; // robbing this house requires skipping the previous one
            skip = max(skip, take);
            take = nextTake;
        }
        return max(skip, take);
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
    cout << solution.rob(nums) << '\n';
    return 0;
}
