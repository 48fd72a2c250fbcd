#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the maximum of every window of k consecutive elements of nums, from left to right.
    vector<int> maxSlidingWindow(vector<int>& nums, int k) {
        // @solution
        // Too slow: scans each whole window for its maximum.
        vector<int> result;
        for (int i = 0; i + k <= (int)nums.size(); i++) result.push_back(*max_element(nums.begin() + i, nums.begin() + i + k));
        return result;
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

    int n = 0, k = 0;
    cin >> n >> k;
    vector<int> nums = readInts(n);

    Solution solution;
    printArray(solution.maxSlidingWindow(nums, k));
    return 0;
}
