#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the largest number of the given points that lie on one straight line.
    int maxPoints(vector<vector<int>>& points) {
        // @solution
        int n = points.size();
        int best = min(n, 1);
        vector<long long> directions;
        for (int i = 0; i < n; i++) {
            // The direction from point i to each later point, reduced by the gcd and turned to one
            // half-plane, is the same exactly for the points on a common line through point i.
            directions.clear();
            for (int j = i + 1; j < n; j++) {
                int dx = points[j][0] - points[i][0], dy = points[j][1] - points[i][1];
                int g = gcd(abs(dx), abs(dy));
                dx /= g;
                dy /= g;
                if (dx < 0 || (dx == 0 && dy < 0)) { dx = -dx; dy = -dy; }
                directions.push_back((long long) dx * 40001 + (dy + 20000)); // one number per direction
            }
            // Equal directions are next to each other once sorted: the longest run is the best line.
            sort(directions.begin(), directions.end());
            for (size_t a = 0, b = 0; a < directions.size(); a = b) {
                while (b < directions.size() && directions[b] == directions[a]) b++;
                best = max(best, (int) (b - a) + 1); // the run plus point i itself
            }
        }
        return best;
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
    vector<vector<int>> points(n);
    for (int i = 0; i < n; i++) points[i] = readInts(2);

    Solution solution;
    cout << solution.maxPoints(points) << '\n';
    return 0;
}
