#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the one value of 0..n (n = the array's length) that the array does not contain.
    int missingNumber(vector<int>& nums) {
        // @solution
        // XOR every index 0..n and every value: each present value cancels its own index,
        // and only the missing one is left (x ^ x = 0, x ^ 0 = x).
        int n = nums.size();
        int result = n;
        for (int i = 0; i < n; i++) result ^= i ^ nums[i];
        return result;
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
    cout << solution.missingNumber(nums) << '\n';
    return 0;
}
