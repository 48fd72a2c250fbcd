#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the area of the largest rectangle inside the histogram.
    int largestRectangleArea(vector<int>& heights) {
        // @solution
        int n = heights.size();
        vector<int> st; // indices of bars with increasing heights, still able to extend right
        long long best = 0;
        for (int i = 0; i <= n; i++) {
            int h = i == n ? 0 : heights[i]; // a bar of height 0 at the end empties the stack
            while (!st.empty() && heights[st.back()] >= h) {
                int top = st.back();
                st.pop_back();
                // bar `top` spans from just after the new stack top to just before i
                int left = st.empty() ? -1 : st.back();
                best = max(best, (long long)heights[top] * (i - left - 1));
            }
            st.push_back(i);
        }
        return (int)best;
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

    vector<int> heights = readIntArray();

    Solution solution;
    cout << solution.largestRectangleArea(heights) << '\n';
    return 0;
}
