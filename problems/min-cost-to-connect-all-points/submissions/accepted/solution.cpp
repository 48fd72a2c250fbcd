#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // points[i] = {x, y}; joining points i and j costs |xi - xj| + |yi - yj|.
    int minCostConnectPoints(vector<vector<int>>& points) {
        // @solution
        // Prim's algorithm on the complete graph: dist[j] is the cheapest link from the tree to point j.
        int n = points.size();
        vector<long long> dist(n, LLONG_MAX);
        vector<bool> inTree(n, false);
        long long total = 0;
        int cur = 0;
        dist[0] = 0;
        for (int added = 0; added < n; added++) {
            // Take the cheapest point outside the tree.
            cur = -1;
            for (int j = 0; j < n; j++)
                if (!inTree[j] && (cur == -1 || dist[j] < dist[cur])) cur = j;
            inTree[cur] = true;
            total += dist[cur];
            // Its links may be cheaper than the best links known so far.
            for (int j = 0; j < n; j++) {
                if (inTree[j]) continue;
                long long d = llabs((long long)points[cur][0] - points[j][0]) + llabs((long long)points[cur][1] - points[j][1]);
                if (d < dist[j]) dist[j] = d;
            }
        }
        return (int)total;
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
    vector<vector<int>> points = readRows(n, 2);

    Solution solution;
    cout << solution.minCostConnectPoints(points) << '\n';
    return 0;
}
