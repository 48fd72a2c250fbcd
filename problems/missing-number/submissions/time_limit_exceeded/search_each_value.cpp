#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int missingNumber(vector<int>& nums) {
        // @solution
        // Brute force: for each candidate 0, 1, ..., n, scan the whole array for it. O(n^2): about
        // 2 * 10^10 comparisons when n = 2 * 10^5 and the missing value is n itself.
        int n = nums.size();
        for (int candidate = 0; candidate <= n; candidate++) {
            bool found = false;
            for (int x : nums) {
                if (x == candidate) {
                    found = true;
                    break;
                }
            }
            if (!found) return candidate;
        }
        return -1;
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
    cout << solution.missingNumber(nums) << '\n';
    return 0;
}
