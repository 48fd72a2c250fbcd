#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the two indices {i, j} with i < j and nums[i] + nums[j] == target.
    vector<int> twoSum(vector<int>& nums, int target) {
        // @solution
        // Brute force: every pair, O(n^2) - too slow for n = 10^5.
        int n = nums.size();
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if ((long long)nums[i] + nums[j] == target) return {i, j};
        return {};
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;
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
