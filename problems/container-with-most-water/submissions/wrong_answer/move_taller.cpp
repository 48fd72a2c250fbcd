#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the most water a container made of two of the lines (and the x-axis) can hold.
    int maxArea(vector<int>& height) {
        // @solution
        // Wrong: moves the taller line inward, which can skip the best pair.
        int i = 0, j = (int)height.size() - 1;
        int best = 0;
        while (i < j) {
            best = max(best, min(height[i], height[j]) * (j - i));
            if (height[i] > height[j]) i++;
            else j--;
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

    vector<int> height = readIntArray();

    Solution solution;
    cout << solution.maxArea(height) << '\n';
    return 0;
}
