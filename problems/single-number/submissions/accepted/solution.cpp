#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the value that appears once; every other value appears exactly twice.
    int singleNumber(vector<int>& nums) {
        // @solution
        // x ^ x = 0 and x ^ 0 = x: the pairs cancel out and only the single value is left.
        int acc = 0;
        for (int x : nums) acc ^= x;
        return acc;
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
    cout << solution.singleNumber(nums) << '\n';
    return 0;
}
