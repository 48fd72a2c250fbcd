#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether target occurs in the matrix, which is sorted in reading order.
    bool searchMatrix(vector<vector<int>>& matrix, int target) {
        // @solution
        int m = matrix.size(), n = matrix[0].size();
        int lo = 0, hi = m * n - 1; // binary search over the cells in reading order
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            int v = matrix[mid / n][mid % n]; // cell number mid is in row mid / n, column mid % n
            if (v == target) return true;
            if (v < target) lo = mid + 1;
            else hi = mid - 1;
        }
        return false;
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
    vector<vector<int>> matrix(m);
    for (auto& row : matrix) row = readInts(n);
    vector<int> targets = readIntArray();

    Solution solution;
    string out;
    for (int target : targets) out += solution.searchMatrix(matrix, target) ? "true\n" : "false\n";
    cout << out;
    return 0;
}
