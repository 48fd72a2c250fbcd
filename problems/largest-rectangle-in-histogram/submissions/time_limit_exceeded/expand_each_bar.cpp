#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the area of the largest rectangle inside the histogram.
    int largestRectangleArea(vector<int>& heights) {
        // @solution
        // Brute force: for every bar, spread left and right while the bars are at least as tall.
        // O(n^2) on long runs of equal or rising bars.
        int n = heights.size();
        long long best = 0;
        for (int i = 0; i < n; i++) {
            int l = i, r = i;
            while (l > 0 && heights[l - 1] >= heights[i]) l--;
            while (r < n - 1 && heights[r + 1] >= heights[i]) r++;
            best = max(best, (long long)heights[i] * (r - l + 1));
        }
        return (int)best;
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

    vector<int> heights = readIntArray();

    Solution solution;
    cout << solution.largestRectangleArea(heights) << '\n';
    return 0;
}
