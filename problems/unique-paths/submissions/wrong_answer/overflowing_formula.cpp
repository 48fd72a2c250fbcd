#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the number of right/down paths from the top-left to the bottom-right cell of an m x n grid.
    int uniquePaths(int m, int n) {
        // @solution
        // Wrong: the answer is C(m+n-2, k) with k = min(m, n) - 1, but multiplying all k factors of
        // the numerator before dividing overflows 64 bits on larger grids.
        int k = min(m, n) - 1;
        int top = max(m, n) - 1;
        unsigned long long num = 1, den = 1;
        for (int i = 1; i <= k; i++) {
            num *= (unsigned long long)(top + i);
            den *= (unsigned long long)i;
        }
        return (int)(num / den);
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

    int m = 0, n = 0;
    cin >> m >> n;

    Solution solution;
    cout << solution.uniquePaths(m, n) << '\n';
    return 0;
}
