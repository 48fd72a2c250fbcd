#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the total number of water units trapped between the bars.
    long long trap(vector<int>& height) {
        // @solution
        int lo = 0, hi = (int)height.size() - 1;
        int leftMax = 0, rightMax = 0;   // tallest bar seen from each side so far
        long long water = 0;
        while (lo < hi) {
            if (height[lo] <= height[hi]) {
                // the right side has a wall at least this tall, so the left max decides
                if (height[lo] >= leftMax) leftMax = height[lo];
                else water += leftMax - height[lo];
                lo++;
            } else {
                // the left side has a taller wall, so the right max decides
                if (height[hi] >= rightMax) rightMax = height[hi];
                else water += rightMax - height[hi];
                hi--;
            }
        }
        return water;
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

    vector<int> height = readIntArray();

    Solution solution;
    cout << solution.trap(height) << '\n';
    return 0;
}
