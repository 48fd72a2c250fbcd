#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the union of the intervals as disjoint intervals, in any order.
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        // @solution
        sort(intervals.begin(), intervals.end()); // by start (then end)
        vector<vector<int>> merged;
        for (const vector<int>& cur : intervals) {
            // Overlaps (or touches) the last merged interval: extend it.
            if (!merged.empty() && cur[0] <= merged.back()[1]) {
                merged.back()[1] = max(merged.back()[1], cur[1]);
            } else {
                merged.push_back(cur);
            }
        }
        return merged;
        // @end-solution
    }
};
// @end-learner

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

    int n = 0;
    cin >> n;
    vector<vector<int>> intervals(n);
    for (int i = 0; i < n; i++) intervals[i] = readInts(2);

    Solution solution;
    vector<vector<int>> result = solution.merge(intervals);

    // Any order is accepted: print the intervals sorted by start.
    sort(result.begin(), result.end());
    for (const vector<int>& interval : result) printArray(interval);
    return 0;
}
