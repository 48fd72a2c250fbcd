#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Inserts newInterval into the sorted, disjoint intervals, merging what overlaps it.
    vector<vector<int>> insert(vector<vector<int>>& intervals, vector<int>& newInterval) {
        // @solution
        vector<vector<int>> result;
        int n = intervals.size(), i = 0;
        int lo = newInterval[0], hi = newInterval[1];
        // 1) Intervals that end before the new one starts stay as they are.
        while (i < n && intervals[i][1] < lo) result.push_back(intervals[i++]);
        // 2) Intervals that overlap (or touch) the new one are absorbed into it.
        while (i < n && intervals[i][0] <= hi) {
            lo = min(lo, intervals[i][0]);
            hi = max(hi, intervals[i][1]);
            i++;
        }
        result.push_back({lo, hi});
        // 3) The rest start after it.
        while (i < n) result.push_back(intervals[i++]);
        return result;
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
    vector<int> newInterval = readInts(2);

    Solution solution;
    vector<vector<int>> result = solution.insert(intervals, newInterval);

    for (const vector<int>& interval : result) printArray(interval);
    return 0;
}
