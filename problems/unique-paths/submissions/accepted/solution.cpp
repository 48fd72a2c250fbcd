#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the number of right/down paths from the top-left to the bottom-right cell of an m x n grid.
    int uniquePaths(int m, int n) {
        // @solution
        // row[j] = number of paths to cell (i, j) of the current row; the first row has one path per cell.
        // Every entry is at most the final answer, so int is enough.
        vector<int> row(n, 1);
        for (int i = 1; i < m; i++) {
            for (int j = 1; j < n; j++) row[j] += row[j - 1]; // paths from above (old row[j]) + paths from the left
        }
        return row[n - 1];
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

    int m = 0, n = 0;
    cin >> m >> n;

    Solution solution;
    cout << solution.uniquePaths(m, n) << '\n';
    return 0;
}
