#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Rotates the n x n matrix a quarter turn clockwise, in place.
    void rotate(vector<vector<int>>& matrix) {
        // @solution
        int n = matrix.size();
        // Ring by ring, move four cells at a time: left -> top -> right -> bottom -> left.
        for (int i = 0; i < n / 2; i++) {
            for (int j = i; j < n - 1 - i; j++) {
                int top = matrix[i][j];
                matrix[i][j] = matrix[n - 1 - j][i];                 // left column to top row
                matrix[n - 1 - j][i] = matrix[n - 1 - i][n - 1 - j]; // bottom row to left column
                matrix[n - 1 - i][n - 1 - j] = matrix[j][n - 1 - i]; // right column to bottom row
                matrix[j][n - 1 - i] = top;                          // top row to right column
            }
        }
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
    vector<vector<int>> matrix(n);
    for (int i = 0; i < n; i++) matrix[i] = readInts(n);

    Solution solution;
    solution.rotate(matrix);

    // The matrix the function received, after the call.
    for (const vector<int>& row : matrix) printArray(row);
    return 0;
}
