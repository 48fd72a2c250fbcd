#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the fewest rooms needed so that the meetings [start, end) that overlap are in different rooms.
    int minMeetingRooms(vector<vector<int>>& intervals) {
        // @solution
        sort(intervals.begin(), intervals.end()); // by start time
        // A min-heap of the end times of the rooms in use; its top is the room that frees up first.
        priority_queue<int, vector<int>, greater<int>> ends;
        for (const vector<int>& m : intervals) {
            if (!ends.empty() && ends.top() <= m[0]) ends.pop(); // that room is free again: reuse it
            ends.push(m[1]);
        }
        return ends.size();
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
    cout << solution.minMeetingRooms(intervals) << '\n';
    return 0;
}
