#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the number of ways to pick t as a subsequence of s, modulo 1000000007.
    int numDistinct(string s, string t) {
        // @solution
        // Too slow: the recursion tries every choice of positions and never remembers the count
        // of a pair (i, j), so it runs in exponential time when the letters repeat.
        return count(s, t, 0, 0);
    }

private:
    int count(const string& s, const string& t, int i, int j) {
        if (j == (int)t.size()) return 1;
        if ((int)s.size() - i < (int)t.size() - j) return 0;
        long long ways = count(s, t, i + 1, j); // skip s[i]
        if (s[i] == t[j]) ways += count(s, t, i + 1, j + 1); // use s[i] for t[j]
        return (int)(ways % 1000000007);
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
