#include <bits/stdc++.h>
using namespace std;

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

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& x : nums) cin >> x;

    Solution solution;
    vector<long long> result = solution.productExceptSelf(nums);

    // Prints the returned values separated by single spaces.
    string out;
    for (size_t i = 0; i < result.size(); i++) {
        if (i > 0) out += ' ';
        out += to_string(result[i]);
    }
    out += '\n';
    cout << out;
    return 0;
}
