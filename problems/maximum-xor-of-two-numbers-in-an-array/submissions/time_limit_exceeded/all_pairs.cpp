#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the largest value of nums[i] XOR nums[j] over all pairs 0 <= i <= j < n.
    int findMaximumXOR(vector<int>& nums) {
        // @solution
        // Too slow: tries all n^2 / 2 pairs.
        int best = 0;
        for (size_t i = 0; i < nums.size(); i++)
            for (size_t j = i + 1; j < nums.size(); j++) best = max(best, nums[i] ^ nums[j]);
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
    cout << solution.findMaximumXOR(nums) << '\n';
    return 0;
}
