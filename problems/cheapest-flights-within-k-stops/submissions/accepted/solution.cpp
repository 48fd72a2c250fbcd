#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // flights[i] = {from, to, price}: a one-way flight. At most k stops means at most k + 1 flights.
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        // @solution
        // Dijkstra over states (price, city, flights taken). States leave the heap cheapest first, so a
        // state is only worth expanding if it reaches its city with fewer flights than every earlier one.
        vector<vector<pair<int, int>>> adj(n);
        for (auto& f : flights) adj[f[0]].push_back({f[1], f[2]});
        vector<int> fewest(n, k + 2); // fewest flights of an expanded state, per city
        priority_queue<array<int, 3>, vector<array<int, 3>>, greater<array<int, 3>>> pq;
        pq.push({0, src, 0});
        while (!pq.empty()) {
            auto [price, city, used] = pq.top();
            pq.pop();
            if (city == dst) return price;
            if (used >= fewest[city]) continue; // a cheaper state got here with no more flights
            fewest[city] = used;
            if (used == k + 1) continue; // no flights left
            for (auto [next, cost] : adj[city])
                if (used + 1 < fewest[next]) pq.push({price + cost, next, used + 1}); // else it would be skipped
        }
        return -1;
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
    vector<vector<int>> flights = readEdgeList(3);
    int src = 0, dst = 0, k = 0;
    cin >> src >> dst >> k;

    Solution solution;
    cout << solution.findCheapestPrice(n, flights, src, dst, k) << '\n';
    return 0;
}
