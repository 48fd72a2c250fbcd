#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // times[i] = {u, v, w}: a signal sent from node u reaches node v after w time units.
    // Nodes are numbered 1..n; the signal starts at node k.
    int networkDelayTime(vector<vector<int>>& times, int n, int k) {
        // @solution
        vector<vector<pair<int, int>>> adj(n + 1);
        for (auto& t : times) adj[t[0]].push_back({t[1], t[2]});

        const long long INF = LLONG_MAX;
        vector<long long> dist(n + 1, INF);
        // Min-heap of (distance, node); outdated entries are skipped when popped.
        priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<pair<long long, int>>> pq;
        dist[k] = 0;
        pq.push({0, k});
        while (!pq.empty()) {
            auto [d, u] = pq.top();
            pq.pop();
            if (d > dist[u]) continue;
            for (auto [v, w] : adj[u]) {
                if (d + w < dist[v]) {
                    dist[v] = d + w;
                    pq.push({dist[v], v});
                }
            }
        }

        long long latest = 0;
        for (int i = 1; i <= n; i++) {
            if (dist[i] == INF) return -1; // this node never hears the signal
            latest = max(latest, dist[i]);
        }
        return (int)latest;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0, m = 0, k = 0;
    cin >> n >> m >> k;
    vector<vector<int>> times(m, vector<int>(3));
    for (int i = 0; i < m; i++) cin >> times[i][0] >> times[i][1] >> times[i][2];

    Solution solution;
    cout << solution.networkDelayTime(times, n, k) << '\n';
    return 0;
}
