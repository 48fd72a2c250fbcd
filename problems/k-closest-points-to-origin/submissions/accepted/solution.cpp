#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the k points closest to (0, 0), in any order (the k-th and (k+1)-th distances differ).
    vector<vector<int>> kClosest(vector<vector<int>>& points, int k) {
        // @solution
        // Max-heap of (squared distance, index) for the k closest points seen so far.
        priority_queue<pair<int, int>> heap;
        for (int i = 0; i < (int)points.size(); i++) {
            int d = points[i][0] * points[i][0] + points[i][1] * points[i][1]; // at most 2 * 10^8
            if ((int)heap.size() < k) heap.push({d, i});
            else if (d < heap.top().first) {
                heap.pop(); // drop the farthest point kept
                heap.push({d, i});
            }
        }
        vector<vector<int>> result;
        for (; !heap.empty(); heap.pop()) result.push_back(points[heap.top().second]);
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

    int n = 0, k = 0;
    cin >> n >> k;
    vector<vector<int>> points(n);
    for (auto& p : points) p = readInts(2);

    Solution solution;
    vector<vector<int>> result = solution.kClosest(points, k);

    // Any order is accepted: the points are printed sorted by x, then by y.
    sort(result.begin(), result.end());
    for (const auto& p : result) printArray(p);
    return 0;
}
