#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the number of cells on the longest strictly increasing path through side-adjacent cells.
    int longestIncreasingPath(vector<vector<int>>& grid) {
        // @solution
        int m = grid.size(), n = grid[0].size();
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        // out[c] = neighbours of c with a larger value: the steps a path can still take from c.
        vector<int> out(m * n, 0), layer;
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++) {
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] > grid[r][c]) out[r * n + c]++;
                }
                if (out[r * n + c] == 0) layer.push_back(r * n + c); // a path can end here
            }
        // Peel the grid layer by layer from the path ends (topological order); count the layers.
        int layers = 0;
        while (!layer.empty()) {
            layers++;
            vector<int> next;
            for (int cell : layer) {
                int r = cell / n, c = cell % n;
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] < grid[r][c])
                        if (--out[nr * n + nc] == 0) next.push_back(nr * n + nc);
                }
            }
            layer.swap(next);
        }
        return layers;
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
    vector<vector<int>> grid(m);
    for (int i = 0; i < m; i++) grid[i] = readInts(n);

    Solution solution;
    cout << solution.longestIncreasingPath(grid) << '\n';
    return 0;
}
