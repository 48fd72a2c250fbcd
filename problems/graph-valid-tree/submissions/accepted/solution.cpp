#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // edges[i] = {u, v}: an undirected edge between nodes u and v (nodes are 0 .. n - 1).
    bool validTree(int n, vector<vector<int>>& edges) {
        // @solution
        // A tree on n nodes has exactly n - 1 edges and no cycle; with n - 1 edges and no cycle
        // the graph is also connected.
        if ((int)edges.size() != n - 1) return false;
        vector<int> parent(n), size(n, 1);
        iota(parent.begin(), parent.end(), 0);
        auto find = [&](int x) {
            while (parent[x] != x) {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            return x;
        };
        for (auto& e : edges) {
            int a = find(e[0]), b = find(e[1]);
            if (a == b) return false; // the edge closes a cycle
            if (size[a] < size[b]) swap(a, b);
            parent[b] = a;
            size[a] += size[b];
        }
        return true;
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
    vector<vector<int>> edges = readEdgeList(2);

    Solution solution;
    cout << (solution.validTree(n, edges) ? "true" : "false") << '\n';
    return 0;
}
