#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int swimInWater(vector<vector<int>>& grid) {
        // @solution
        // Wrong: a dynamic programme over paths that only move right or down. The best route may have
        // to go up or left around high ground.
        int n = grid.size();
        vector<vector<int>> best(n, vector<int>(n, INT_MAX));
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int from = (r == 0 && c == 0) ? grid[0][0] : INT_MAX;
                if (r > 0) from = min(from, best[r - 1][c]);
                if (c > 0) from = min(from, best[r][c - 1]);
                best[r][c] = max(from, grid[r][c]);
            }
        }
        return best[n - 1][n - 1];
        // @end-solution
    }
};

// @driver graph-io
// Reads `count` rows of `width` integers each: an edge list (`u v` or `u v w` per line), points, a grid.
static vector<vector<int>> readRows(int count, int width) {
    vector<vector<int>> rows(count, vector<int>(width));
    for (vector<int>& row : rows)
        for (int& value : row) cin >> value;
    return rows;
}

// Reads an edge count m followed by m edges of `width` integers each (`u v`, or `u v w` with a weight).
static vector<vector<int>> readEdgeList(int width) {
    int m = 0;
    cin >> m;
    return readRows(m, width);
}
// @end-driver

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;
    vector<vector<int>> grid = readRows(n, n);

    Solution solution;
    cout << solution.swimInWater(grid) << '\n';
    return 0;
}
