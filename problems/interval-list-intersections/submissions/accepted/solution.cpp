#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the intersections of the two sorted lists of disjoint closed intervals, in any order.
    vector<vector<int>> intervalIntersection(vector<vector<int>>& firstList, vector<vector<int>>& secondList) {
        // @solution
        vector<vector<int>> result;
        size_t i = 0, j = 0;
        while (i < firstList.size() && j < secondList.size()) {
            // The overlap of the two current intervals, if any.
            int lo = max(firstList[i][0], secondList[j][0]);
            int hi = min(firstList[i][1], secondList[j][1]);
            if (lo <= hi) result.push_back({lo, hi});
            // The interval that ends first cannot meet anything further in the other list.
            if (firstList[i][1] < secondList[j][1]) i++;
            else j++;
        }
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
