#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the number of ways to decode the digit string s (1 -> A, ..., 26 -> Z).
    int numDecodings(string s) {
        // @solution
        // Too slow: the decodings of the same suffix are counted again for every way of reaching
        // it, so the number of calls grows like the Fibonacci numbers (even when the answer is 0).
        return count(s, 0);
    }

private:
    int count(const string& s, size_t i) {
        if (i == s.size()) return 1;
        if (s[i] == '0') return 0;
        int ways = count(s, i + 1);
        if (i + 1 < s.size() && (s[i] == '1' || (s[i] == '2' && s[i + 1] <= '6'))) ways += count(s, i + 2);
        return ways;
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string s;
    cin >> s;

    Solution solution;
    cout << solution.numDecodings(s) << '\n';
    return 0;
}
