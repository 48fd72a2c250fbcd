#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    vector<int> findRedundantConnection(vector<vector<int>>& edges) {
        // @solution
        // Wrong: always removes the last edge of the input, which need not lie on the cycle.
        return edges.back();
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

    vector<vector<int>> edges = readEdgeList(2);

    Solution solution;
    vector<int> edge = solution.findRedundantConnection(edges);
    if (edge.size() == 2) cout << edge[0] << ' ' << edge[1] << '\n';
    else cout << "no edge\n";
    return 0;
}
