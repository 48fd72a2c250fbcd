#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the shortest substring of s that contains every letter of t (with its count in t);
    // the leftmost one if several are shortest, "" if there is none.
    string minWindow(string s, string t) {
        // @solution
        // need[c] = how many more copies of c the window needs (negative: spare copies)
        vector<int> need(128, 0);
        for (char c : t) need[c]++;
        int missing = t.size(); // letters of t not yet covered by the window
        int bestStart = 0, bestLen = INT_MAX;
        int left = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            if (need[s[right]]-- > 0) missing--;
            // shrink from the left while the window still covers t
            while (missing == 0) {
                if (right - left + 1 < bestLen) { // strictly shorter: the first one found stays (leftmost)
                    bestLen = right - left + 1;
                    bestStart = left;
                }
                if (++need[s[left]] > 0) missing++;
                left++;
            }
        }
        return bestLen == INT_MAX ? "" : s.substr(bestStart, bestLen);
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
    cout << solution.minWindow(s, t) << '\n';
    return 0;
}
