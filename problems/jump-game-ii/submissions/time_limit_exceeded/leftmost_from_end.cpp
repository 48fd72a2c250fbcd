#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the fewest jumps from index 0 to the last index.
    int jump(vector<int>& nums) {
        // @solution
        // Backward greedy: from the target, find the leftmost square that reaches it, make that the
        // new target, repeat. Each search starts again at square 0, so short jumps make it O(n^2).
        int target = (int)nums.size() - 1;
        int jumps = 0;
        while (target > 0) {
            int i = 0;
            while ((long long)i + nums[i] < target) i++;
            target = i;
            jumps++;
        }
        return jumps;
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

    vector<int> nums = readIntArray();

    Solution solution;
    cout << solution.jump(nums) << '\n';
    return 0;
}
