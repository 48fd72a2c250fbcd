#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the intersections of the two sorted lists of disjoint closed intervals, in any order.
    vector<vector<int>> intervalIntersection(vector<vector<int>>& firstList, vector<vector<int>>& secondList) {
        // @solution
        // Too slow: intersects every interval of the first list with every interval of the second.
        vector<vector<int>> result;
        for (const vector<int>& a : firstList)
            for (const vector<int>& b : secondList) {
                vector<int> both = intersect(a, b);
                if (!both.empty()) result.push_back(both);
            }
        return result;
    }

private:
    // The intersection of two closed intervals, or an empty vector if they share no point.
    vector<int> intersect(const vector<int>& a, const vector<int>& b) {
        vector<int> both = {max(a[0], b[0]), min(a[1], b[1])};
        if (both[0] > both[1]) both.clear();
        return both;
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

    int n = 0, m = 0;
    cin >> n >> m;
    vector<vector<int>> firstList(n), secondList(m);
    for (int i = 0; i < n; i++) firstList[i] = readInts(2);
    for (int i = 0; i < m; i++) secondList[i] = readInts(2);

    Solution solution;
    vector<vector<int>> result = solution.intervalIntersection(firstList, secondList);

    // Any order is accepted: print the intersections sorted by start.
    sort(result.begin(), result.end());
    for (const vector<int>& interval : result) printArray(interval);
    return 0;
}
