#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the number of cells on the longest strictly increasing path through side-adjacent cells.
    int longestIncreasingPath(vector<vector<int>>& grid) {
        // @solution
        // Too slow: every increasing path from every cell is walked again and again, because the
        // best length found from a cell is never remembered (exponential on a sloped grid).
        int best = 0;
        for (int r = 0; r < (int)grid.size(); r++)
            for (int c = 0; c < (int)grid[0].size(); c++) best = max(best, dfs(grid, r, c));
        return best;
    }

private:
    int dfs(vector<vector<int>>& grid, int r, int c) {
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        int best = 1;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr >= 0 && nr < (int)grid.size() && nc >= 0 && nc < (int)grid[0].size() && grid[nr][nc] > grid[r][c])
                best = max(best, 1 + dfs(grid, nr, nc));
        }
        return best;
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
    vector<vector<int>> grid(m);
    for (int i = 0; i < m; i++) grid[i] = readInts(n);

    Solution solution;
    cout << solution.longestIncreasingPath(grid) << '\n';
    return 0;
}
