#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // grid[r][c] = elevation of cell (r, c); the elevations are 0 .. n*n - 1, each once.
    int swimInWater(vector<vector<int>>& grid) {
        // @solution
        // Let the water rise: at time t the cell with elevation t joins its flooded neighbours
        // (union-find). The answer is the first t at which both corners are in one region.
        int n = grid.size(), cells = n * n;
        vector<int> at(cells); // at[t] = index r * n + c of the cell with elevation t
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) at[grid[r][c]] = r * n + c;
        vector<int> parent(cells), size(cells, 1);
        iota(parent.begin(), parent.end(), 0);
        auto find = [&](int x) {
            while (parent[x] != x) {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            return x;
        };
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int t = 0; t < cells; t++) {
            int r = at[t] / n, c = at[t] % n;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= n || nc < 0 || nc >= n || grid[nr][nc] > t) continue; // not flooded yet
                int a = find(at[t]), b = find(nr * n + nc);
                if (a == b) continue;
                if (size[a] < size[b]) swap(a, b);
                parent[b] = a;
                size[a] += size[b];
            }
            if (find(0) == find(cells - 1)) return t;
        }
        return cells - 1;
        // @end-solution
    }
};
// @end-learner

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
