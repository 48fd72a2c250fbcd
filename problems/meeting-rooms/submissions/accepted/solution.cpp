#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether one person can attend every meeting [start, end), i.e. no two meetings overlap.
    bool canAttendMeetings(vector<vector<int>>& intervals) {
        // @solution
        sort(intervals.begin(), intervals.end()); // by start time
        // After sorting, only neighbours can overlap: a meeting must start no earlier than the previous one ends.
        for (size_t i = 1; i < intervals.size(); i++)
            if (intervals[i][0] < intervals[i - 1][1]) return false;
        return true;
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
    cout << (solution.canAttendMeetings(intervals) ? "true" : "false") << '\n';
    return 0;
}
