#include <bits/stdc++.h>
using namespace std;

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

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    // Crashes on large inputs: a fixed buffer of 1000 values, checked with at() (std::out_of_range aborts).
    vector<int> nums(1000);
    for (int i = 0; i < n; i++) cin >> nums.at(i);
    nums.resize(n);
    int target;
    cin >> target;

    Solution solution;
    vector<int> result = solution.twoSum(nums, target);

    // Prints the returned indices separated by single spaces.
    string out;
    for (size_t k = 0; k < result.size(); k++) {
        if (k > 0) out += ' ';
        out += to_string(result[k]);
    }
    out += '\n';
    cout << out;
    return 0;
}
