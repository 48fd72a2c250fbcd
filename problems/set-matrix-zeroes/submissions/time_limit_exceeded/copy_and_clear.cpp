#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    void setZeroes(vector<vector<int>>& matrix) {
        // @solution
        // Brute force: look for zeros in an untouched copy and clear the whole row and column of
        // each one in the matrix. Every zero costs m + n steps: O(m * n * (m + n)), about
        // 2 * 10^10 steps for a single column of 200,000 cells, half of them zeros.
        int m = matrix.size(), n = matrix[0].size();
        vector<vector<int>> original = matrix;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                if (original[i][j] != 0) continue;
                for (int k = 0; k < n; k++) matrix[i][k] = 0;
                for (int k = 0; k < m; k++) matrix[k][j] = 0;
            }
        }
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
    vector<vector<int>> matrix(m);
    for (int i = 0; i < m; i++) matrix[i] = readInts(n);
    Solution solution;
    solution.setZeroes(matrix);
    for (const vector<int>& row : matrix) printArray(row);
    return 0;
}
