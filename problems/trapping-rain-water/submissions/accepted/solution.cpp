#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the total number of water units trapped between the bars.
    long long trap(vector<int>& height) {
        // @solution
        int lo = 0, hi = (int)height.size() - 1;
        int leftMax = 0, rightMax = 0;   // tallest bar seen from each side so far
        long long water = 0;
        while (lo < hi) {
            if (height[lo] <= height[hi]) {
                // the right side has a wall at least this tall, so the left max decides
                if (height[lo] >= leftMax) leftMax = height[lo];
                else water += leftMax - height[lo];
                lo++;
            } else {
                // the left side has a taller wall, so the right max decides
                if (height[hi] >= rightMax) rightMax = height[hi];
                else water += rightMax - height[hi];
                hi--;
            }
        }
        return water;
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n;
    cin >> n;
    vector<int> height(n);
    for (int& x : height) cin >> x;

    Solution solution;
    cout << solution.trap(height) << '\n';
    return 0;
}
