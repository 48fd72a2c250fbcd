#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the two indices {i, j} with i < j and nums[i] + nums[j] == target.
    vector<int> twoSum(vector<int>& nums, int target) {
        // @solution
        // value -> first index where it appeared
        unordered_map<int, int> seen;
        seen.reserve(nums.size() * 2);
        for (int j = 0; j < (int)nums.size(); j++) {
            // use 64-bit arithmetic: target - nums[j] can leave the int range
            long long need = (long long)target - nums[j];
            if (need >= INT_MIN && need <= INT_MAX) {
                auto it = seen.find((int)need);
                if (it != seen.end()) return {it->second, j};
            }
            seen.emplace(nums[j], j); // keeps the earliest index of each value
        }
        return {};
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
    int target;
    cin >> target;

    Solution solution;
    vector<int> result = solution.twoSum(nums, target);

    printArray(result);
    return 0;
}
