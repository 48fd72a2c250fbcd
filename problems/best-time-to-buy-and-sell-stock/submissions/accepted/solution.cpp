#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the largest profit of one buy followed by one later sell (0 if no profit is possible).
    int maxProfit(vector<int>& prices) {
        // @solution
        int minPrice = INT_MAX; // cheapest day seen so far
        int best = 0;
        for (int p : prices) {
            if (p < minPrice) minPrice = p;                       // a better day to buy
            else best = max(best, p - minPrice);                  // try selling today
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
    vector<int> prices(n);
    for (int& x : prices) cin >> x;

    Solution solution;
    cout << solution.maxProfit(prices) << '\n';
    return 0;
}
