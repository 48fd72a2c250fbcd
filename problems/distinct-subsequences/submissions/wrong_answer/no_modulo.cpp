#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the number of ways to pick t as a subsequence of s, modulo 1000000007.
    int numDistinct(string s, string t) {
        // @solution
        // Wrong: the counts are kept in 64 bits without taking the modulus, so they overflow
        // on long inputs and the final remainder is wrong.
        int m = t.size();
        vector<unsigned long long> ways(m + 1, 0);
        ways[0] = 1;
        for (char ch : s)
            for (int j = m; j >= 1; j--)
                if (t[j - 1] == ch) ways[j] += ways[j - 1];
        return (int)(ways[m] % 1000000007ULL);
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string s, t;
    cin >> s >> t;

    Solution solution;
    cout << solution.numDistinct(s, t) << '\n';
    return 0;
}
