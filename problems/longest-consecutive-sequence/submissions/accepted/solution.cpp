#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the length of the longest run of consecutive integer values in nums.
    int longestConsecutive(vector<int>& nums) {
        // @solution
        unordered_set<int> present(nums.begin(), nums.end());
        int best = 0;
        for (int x : present) {
            // only start counting at the first value of a run
            if (present.count(x - 1)) continue;
            int len = 1;
            while (present.count(x + len)) len++;
            best = max(best, len);
        }
        return best;
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;

    Solution solution;
    cout << solution.longestConsecutive(nums) << '\n';
    return 0;
}
