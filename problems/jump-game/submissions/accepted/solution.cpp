#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether the last index can be reached from index 0.
    bool canJump(vector<int>& nums) {
        // @solution
        int n = nums.size();
        long long farthest = 0; // farthest index reachable so far
        for (int i = 0; i < n; i++) {
            if (i > farthest) return false; // index i can never be reached
            farthest = max(farthest, (long long)i + nums[i]);
            if (farthest >= n - 1) return true;
        }
        return true;
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
    cout << (solution.canJump(nums) ? "true" : "false") << '\n';
    return 0;
}
