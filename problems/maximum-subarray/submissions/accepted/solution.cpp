#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the largest sum of a non-empty contiguous subarray.
    long long maxSubArray(vector<int>& nums) {
        // @solution
        long long best = LLONG_MIN; // best sum found so far
        long long cur = 0;          // best sum of a subarray ending at the current position
        for (int v : nums) {
            cur = max((long long)v, cur + v); // extend the previous run or start fresh here
            best = max(best, cur);
        }
        return best;
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

    Solution solution;
    cout << solution.maxSubArray(nums) << '\n';
    return 0;
}
