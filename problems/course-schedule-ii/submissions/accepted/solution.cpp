#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // prerequisites[i] = {a, b}: course b must be finished before course a.
    vector<int> findOrder(int numCourses, vector<vector<int>>& prerequisites) {
        // @solution
        // Kahn's topological sort. Edge b -> a for every pair; indegree[a] counts unfinished prerequisites.
        vector<vector<int>> adj(numCourses);
        vector<int> indegree(numCourses, 0);
        for (auto& p : prerequisites) {
            adj[p[1]].push_back(p[0]);
            indegree[p[0]]++;
        }
        vector<int> order; // also the queue: courses are appended when they become ready
        order.reserve(numCourses);
        for (int i = 0; i < numCourses; i++)
            if (indegree[i] == 0) order.push_back(i);
        for (size_t head = 0; head < order.size(); head++)
            for (int next : adj[order[head]])
                if (--indegree[next] == 0) order.push_back(next);
        // Courses on (or behind) a cycle never become ready: then there is no order at all.
        if ((int)order.size() < numCourses) return {};
        return order;
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

// @driver graph-order
// Checks `order` as a schedule of the courses 0 .. n - 1, where a pair {a, b} means course b comes before
// course a, and names what it is: "valid order", "no order" (an empty list) or "invalid order: <the first fault>".
static string checkOrder(int n, const vector<vector<int>>& prerequisites, const vector<int>& order) {
    if (order.empty()) return "no order";
    if ((int)order.size() != n)
        return "invalid order: it lists " + to_string(order.size()) + " courses, expected " + to_string(n);
    vector<int> at(n, -1); // at[c] = position of course c in the order
    for (int i = 0; i < n; i++) {
        int c = order[i];
        if (c < 0 || c >= n) return "invalid order: course " + to_string(c) + " does not exist";
        if (at[c] != -1) return "invalid order: course " + to_string(c) + " is listed twice";
        at[c] = i;
    }
    for (const vector<int>& p : prerequisites) {
        if (p[0] == p[1]) return "invalid order: course " + to_string(p[0]) + " requires itself";
        if (at[p[1]] > at[p[0]])
            return "invalid order: course " + to_string(p[0]) + " comes before its prerequisite " + to_string(p[1]);
    }
    return "valid order";
}
// @end-driver

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;
    vector<vector<int>> prerequisites = readEdgeList(2);

    Solution solution;
    vector<int> order = solution.findOrder(n, prerequisites);

    // Many orders can be right, so the order itself is checked here and the verdict printed.
    cout << checkOrder(n, prerequisites, order) << '\n';
    return 0;
}
