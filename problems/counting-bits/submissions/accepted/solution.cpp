#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns ans of length n + 1 where ans[i] is the number of 1 bits of i.
    vector<int> countBits(int n) {
        // @solution
        vector<int> ans(n + 1, 0);
        // i >> 1 drops the lowest bit of i; its count is already known.
        for (int i = 1; i <= n; i++) ans[i] = ans[i >> 1] + (i & 1);
        return ans;
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

    int n = 0;
    cin >> n;

    Solution solution;
    vector<int> result = solution.countBits(n);

    printArray(result);
    return 0;
}
