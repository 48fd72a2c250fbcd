#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int maxPoints(vector<vector<int>>& points) {
        // @solution
        // Wrong: handles vertical lines apart, but takes the slope dy / dx with integer division,
        // which rounds: the slopes 1/2 and 1/3 both become 0, 3/2 becomes 1, and points on
        // different lines are counted together.
        int n = points.size();
        int best = min(n, 1);
        for (int i = 0; i < n; i++) {
            map<int, int> count;
            int vertical = 0;
            for (int j = i + 1; j < n; j++) {
                int dx = points[j][0] - points[i][0], dy = points[j][1] - points[i][1];
                if (dx == 0) {
                    best = max(best, ++vertical + 1);
                } else {
                    best = max(best, ++count[dy / dx] + 1);
                }
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
