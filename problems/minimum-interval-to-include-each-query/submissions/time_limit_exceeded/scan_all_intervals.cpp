#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns, for each query, the size (right - left + 1) of the smallest interval containing it, or -1 if none does.
    vector<int> minInterval(vector<vector<int>>& intervals, vector<int>& queries) {
        // @solution
        // Too slow: every query looks at every interval.
        vector<int> answer;
        for (int x : queries) {
            int best = -1;
            for (const vector<int>& iv : intervals)
                if (iv[0] <= x && x <= iv[1] && (best == -1 || iv[1] - iv[0] + 1 < best)) best = iv[1] - iv[0] + 1;
            answer.push_back(best);
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
