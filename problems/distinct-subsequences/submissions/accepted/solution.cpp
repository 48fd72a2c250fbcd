#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the number of ways to pick t as a subsequence of s, modulo 1000000007.
    int numDistinct(string s, string t) {
        // @solution
        const int MOD = 1000000007;
        int m = t.size();
        // ways[j] = ways to form the first j letters of t from the part of s read so far.
        vector<int> ways(m + 1, 0);
        ways[0] = 1; // the empty prefix: pick nothing
        for (char ch : s)
            // Right to left, so ways[j - 1] still counts the letters before this one.
            for (int j = m; j >= 1; j--)
                if (t[j - 1] == ch) ways[j] = (ways[j] + ways[j - 1]) % MOD;
        return ways[m];
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string s, t;
    cin >> s >> t;

    Solution solution;
    cout << solution.numDistinct(s, t) << '\n';
    return 0;
}
