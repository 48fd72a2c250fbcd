#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // edges[i] = {u, v}: an undirected edge between nodes u and v (nodes are 1 .. n, n = edges.size()).
    vector<int> findRedundantConnection(vector<vector<int>>& edges) {
        // @solution
        // Union-find: the first edge whose ends are already connected closes the only cycle, and it is
        // the cycle's edge that comes last in the input.
        int n = edges.size();
        vector<int> parent(n + 1), size(n + 1, 1);
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
            if (a == b) return e;
            if (size[a] < size[b]) swap(a, b);
            parent[b] = a;
            size[a] += size[b];
        }
        return {};
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

    vector<vector<int>> edges = readEdgeList(2);

    Solution solution;
    vector<int> edge = solution.findRedundantConnection(edges);
    if (edge.size() == 2) cout << edge[0] << ' ' << edge[1] << '\n';
    else cout << "no edge\n";
    return 0;
}
