#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns an array whose i-th entry is the product of all elements except nums[i].
    vector<long long> productExceptSelf(vector<int>& nums) {
        // @solution
        int n = nums.size();
        vector<long long> ans(n);
        // first pass: ans[i] = product of everything to the left of i
        long long prefix = 1;
        for (int i = 0; i < n; i++) {
            ans[i] = prefix;
            prefix *= nums[i];
        }
        // second pass: multiply in the product of everything to the right of i
        long long suffix = 1;
        for (int i = n - 1; i >= 0; i--) {
            ans[i] *= suffix;
            suffix *= nums[i];
        }
        return ans;
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
    vector<long long> result = solution.productExceptSelf(nums);

    printArray(result);
    return 0;
}
