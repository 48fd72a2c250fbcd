#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns whether some substring of s2 is a rearrangement (permutation) of s1.
    bool checkInclusion(string s1, string s2) {
        // @solution
        // Too slow: sorts every window of s2 and compares it with sorted s1.
        int n = s1.size();
        sort(s1.begin(), s1.end());
        for (int i = 0; i + n <= (int)s2.size(); i++) {
            string window = s2.substr(i, n);
            sort(window.begin(), window.end());
            if (window == s1) return true;
        }
        return false;
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string s1, s2;
    cin >> s1 >> s2;

    Solution solution;
    cout << (solution.checkInclusion(s1, s2) ? "true" : "false") << '\n';
    return 0;
}
