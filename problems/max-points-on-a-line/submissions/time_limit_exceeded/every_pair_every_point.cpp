#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int maxPoints(vector<vector<int>>& points) {
        // @solution
        // Brute force: every pair of points fixes a line; count the points on it with an exact
        // cross-product test. O(n^3): about 1.35 * 10^10 tests for n = 3000.
        int n = points.size();
        int best = min(n, 2);
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                long long dx = points[j][0] - points[i][0], dy = points[j][1] - points[i][1];
                int on = 0;
                for (int k = 0; k < n; k++) {
                    long long ex = points[k][0] - points[i][0], ey = points[k][1] - points[i][1];
                    if (dx * ey == dy * ex) on++;
                }
                best = max(best, on);
            }
        }
        return best;
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

    int n = 0;
    cin >> n;
    vector<vector<int>> points(n);
    for (int i = 0; i < n; i++) points[i] = readInts(2);
    Solution solution;
    cout << solution.maxPoints(points) << '\n';
    return 0;
}
