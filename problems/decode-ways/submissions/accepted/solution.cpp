#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the number of ways to decode the digit string s (1 -> A, ..., 26 -> Z).
    int numDecodings(string s) {
        // @solution
        // prev2, prev1 = decodings of the prefixes of length i - 2 and i - 1.
        long long prev2 = 0, prev1 = 1; // the empty prefix has one decoding
        for (size_t i = 0; i < s.size(); i++) {
            long long cur = 0;
            if (s[i] != '0') cur += prev1; // s[i] alone is a letter
            if (i > 0 && (s[i - 1] == '1' || (s[i - 1] == '2' && s[i] <= '6')))
                cur += prev2; // s[i-1..i] is a letter from 10 to 26
            prev2 = prev1;
            prev1 = cur % 4294967296LL; // only the last value is promised to fit; wrap the others
        }
        return (int)prev1;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string s;
    cin >> s;

    Solution solution;
    cout << solution.numDecodings(s) << '\n';
    return 0;
}
