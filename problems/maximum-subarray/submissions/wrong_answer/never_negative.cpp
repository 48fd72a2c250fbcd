#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the largest sum of a non-empty contiguous subarray.
    long long maxSubArray(vector<int>& nums) {
        // @solution
        // Wrong: a running sum reset to 0 never reports a negative answer (all-negative arrays).
        long long best = 0, cur = 0;
        for (int v : nums) {
            cur = max(0LL, cur + v);
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
