#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns, for each query, the size (right - left + 1) of the smallest interval containing it, or -1 if none does.
    vector<int> minInterval(vector<vector<int>>& intervals, vector<int>& queries) {
        // @solution
        sort(intervals.begin(), intervals.end()); // by left end
        vector<int> order(queries.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return queries[a] < queries[b]; });
        // Min-heap of (size, right end) of the intervals that start at or before the current query.
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<pair<int, int>>> heap;
        vector<int> answer(queries.size(), -1);
        size_t i = 0;
        for (int qi : order) {
            int x = queries[qi];
            for (; i < intervals.size() && intervals[i][0] <= x; i++)
                heap.push({intervals[i][1] - intervals[i][0] + 1, intervals[i][1]});
            // Wrong: also drops the intervals that end exactly at x, which still contain it.
            while (!heap.empty() && heap.top().second <= x) heap.pop();
            if (!heap.empty()) answer[qi] = heap.top().first;
        }
        return answer;
        // @end-solution
    }
};

// @driver array-io
// Reads n integers from standard input.
static vector<int> readInts(int n) {
    vector<int> values(n);
    for (int& x : values) cin >> x;
    return values;
}

// Reads a length followed by that many integers.
static vector<int> readIntArray() {
    int n = 0;
    cin >> n;
    return readInts(n);
}

// Prints the values separated by single spaces, then a newline (empty line for an empty array).
template <typename T>
static void printArray(const vector<T>& values) {
    string out;
    for (size_t i = 0; i < values.size(); i++) {
        if (i > 0) out += ' ';
        out += to_string(values[i]);
    }
    out += '\n';
    cout << out;
}
// @end-driver

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0, q = 0;
    cin >> n >> q;
    vector<vector<int>> intervals(n);
    for (int i = 0; i < n; i++) intervals[i] = readInts(2);
    vector<int> queries = readInts(q);

    Solution solution;
    printArray(solution.minInterval(intervals, queries));
    return 0;
}
