#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the values of the matrix in clockwise spiral order, starting at the top-left corner.
    vector<int> spiralOrder(vector<vector<int>>& matrix) {
        // @solution
        vector<int> result;
        // The rows top..bottom and columns left..right are the part not read yet.
        int top = 0, bottom = (int) matrix.size() - 1, left = 0, right = (int) matrix[0].size() - 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) result.push_back(matrix[top][j]);      // top row, rightwards
            top++;
            for (int i = top; i <= bottom; i++) result.push_back(matrix[i][right]);    // right column, down
            right--;
            if (top <= bottom) {                                                        // a bottom row is left
                for (int j = right; j >= left; j--) result.push_back(matrix[bottom][j]); // leftwards
                bottom--;
            }
            if (left <= right) {                                                        // a left column is left
                for (int i = bottom; i >= top; i--) result.push_back(matrix[i][left]);   // up
                left++;
            }
        }
        return result;
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
    for (int i = 0; i < m; i++) matrix[i] = readInts(n);

    Solution solution;
    vector<int> result = solution.spiralOrder(matrix);

    printArray(result);
    return 0;
}
