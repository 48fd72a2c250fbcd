#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    vector<int> spiralOrder(vector<vector<int>>& matrix) {
        // @solution
        // Naive: walk and turn right when the next cell is outside or already read, but keep the
        // read cells in a plain list and search it before every step. The k-th step scans k
        // entries, so a 500 x 500 matrix costs about (m * n)^2 / 2 = 3 * 10^10 comparisons.
        int m = matrix.size(), n = matrix[0].size();
        int dr[4] = {0, 1, 0, -1}, dc[4] = {1, 0, -1, 0};
        vector<pair<int, int>> visited;
        vector<int> result;
        int r = 0, c = 0, d = 0;
        for (int k = 0; k < m * n; k++) {
            result.push_back(matrix[r][c]);
            visited.push_back({r, c});
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= m || nc < 0 || nc >= n || find(visited.begin(), visited.end(), make_pair(nr, nc)) != visited.end()) {
                d = (d + 1) % 4;
            }
            r += dr[d];
            c += dc[d];
        }
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

    int m = 0, n = 0;
    cin >> m >> n;
    vector<vector<int>> matrix(m);
    for (int i = 0; i < m; i++) matrix[i] = readInts(n);
    Solution solution;
    printArray(solution.spiralOrder(matrix));
    return 0;
}
