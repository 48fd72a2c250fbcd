#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // prerequisites[i] = {a, b}: course b must be finished before course a.
    bool canFinish(int n, vector<vector<int>>& prerequisites) {
        // @solution
        // Edge b -> a for every pair; indegree[a] counts unfinished prerequisites of a.
        vector<vector<int>> adj(n);
        vector<int> indegree(n, 0);
        for (auto& p : prerequisites) {
            adj[p[1]].push_back(p[0]);
            indegree[p[0]]++;
        }
        queue<int> ready;
        for (int i = 0; i < n; i++)
            if (indegree[i] == 0) ready.push(i);
        int taken = 0;
        while (!ready.empty()) {
            int cur = ready.front();
            ready.pop();
            taken++;
            for (int next : adj[cur])
                if (--indegree[next] == 0) ready.push(next);
        }
        // Courses on (or behind) a cycle never reach indegree 0.
        return taken == n;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0, m = 0;
    cin >> n >> m;
    vector<vector<int>> prerequisites(m, vector<int>(2));
    for (int i = 0; i < m; i++) cin >> prerequisites[i][0] >> prerequisites[i][1];

    Solution solution;
    cout << (solution.canFinish(n, prerequisites) ? "true" : "false") << '\n';
    return 0;
}
