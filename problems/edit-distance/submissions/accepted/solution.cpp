#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the fewest insertions, deletions and replacements that turn a into b.
    int minDistance(string a, string b) {
        // @solution
        if (b.size() > a.size()) swap(a, b); // distance is symmetric; keep the rows short
        int n = a.size(), m = b.size();
        // prev[j] = distance between the first i - 1 letters of a and the first j letters of b.
        vector<int> prev(m + 1), cur(m + 1);
        for (int j = 0; j <= m; j++) prev[j] = j; // build b's prefix by inserting
        for (int i = 1; i <= n; i++) {
            cur[0] = i; // delete all of a's prefix
            for (int j = 1; j <= m; j++) {
                if (a[i - 1] == b[j - 1]) cur[j] = prev[j - 1];          // letters match: free
                else cur[j] = 1 + min({prev[j - 1],                      // replace
                                       prev[j],                          // delete a[i-1]
                                       cur[j - 1]});                     // insert b[j-1]
            }
            swap(prev, cur);
        }
        return prev[m];
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string a, b;
    cin >> a >> b;

    Solution solution;
    cout << solution.minDistance(a, b) << '\n';
    return 0;
}
