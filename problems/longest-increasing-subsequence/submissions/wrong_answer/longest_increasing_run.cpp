#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the length of the longest strictly increasing subsequence of nums.
    int lengthOfLIS(vector<int>& nums) {
        // @solution
        // Wrong: measures the longest run of consecutive increasing elements, but a subsequence
        // may skip elements.
        int best = 1, run = 1;
        for (size_t i = 1; i < nums.size(); i++) {
            run = nums[i] > nums[i - 1] ? run + 1 : 1;
            best = max(best, run);
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

    vector<int> nums = readIntArray();

    Solution solution;
    cout << solution.lengthOfLIS(nums) << '\n';
    return 0;
}
