#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the fewest jumps from index 0 to the last index.
    int jump(vector<int>& nums) {
        // @solution
        int n = nums.size();
        int jumps = 0;
        long long end = 0, farthest = 0; // [.., end] is reachable with `jumps` jumps
        for (int i = 0; i < n - 1; i++) {
            farthest = max(farthest, (long long)i + nums[i]);
            if (i == end) { // the current layer is used up: one more jump
                jumps++;
                end = farthest;
                if (end >= n - 1) break;
            }
        }
        return jumps;
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

    vector<int> nums = readIntArray();

    Solution solution;
    cout << solution.jump(nums) << '\n';
    return 0;
}
