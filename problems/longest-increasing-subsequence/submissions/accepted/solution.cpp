#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the length of the longest strictly increasing subsequence of nums.
    int lengthOfLIS(vector<int>& nums) {
        // @solution
        // tails[k] = the smallest possible last value of an increasing subsequence of length k + 1.
        vector<int> tails;
        for (int x : nums) {
            // The first tail >= x: x extends the subsequence before it (strictly) and replaces it.
            auto it = lower_bound(tails.begin(), tails.end(), x);
            if (it == tails.end()) tails.push_back(x);
            else *it = x;
        }
        return tails.size();
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
    cout << solution.lengthOfLIS(nums) << '\n';
    return 0;
}
