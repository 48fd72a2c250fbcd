#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the fewest intervals to remove so that no two of the rest overlap (touching is fine).
    int eraseOverlapIntervals(vector<vector<int>>& intervals) {
        // @solution
        // Greedy: among intervals that can still be kept, the one ending first leaves the most room.
        sort(intervals.begin(), intervals.end(), [](const vector<int>& a, const vector<int>& b) { return a[1] < b[1]; });
        int kept = 0;
        long long lastEnd = LLONG_MIN;
        for (const vector<int>& iv : intervals) {
            if (iv[0] >= lastEnd) { // starts after (or when) the last kept one ends
                kept++;
                lastEnd = iv[1];
            }
        }
        return (int)intervals.size() - kept;
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
    cout << solution.eraseOverlapIntervals(intervals) << '\n';
    return 0;
}
