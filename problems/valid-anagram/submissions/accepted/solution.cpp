#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether t uses exactly the same letters as s, each the same number of times.
    bool isAnagram(string s, string t) {
        // @solution
        if (s.size() != t.size()) return false;
        int count[26] = {0};
        for (char c : s) count[c - 'a']++; // letters s has
        for (char c : t)
            if (--count[c - 'a'] < 0) return false; // t uses a letter more often than s
        return true; // same length and never more often: the counts are equal
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
    cout << (solution.isAnagram(s, t) ? "true" : "false") << '\n';
    return 0;
}
