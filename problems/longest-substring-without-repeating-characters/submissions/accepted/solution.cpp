#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the length of the longest block of consecutive characters of s with no character twice.
    int lengthOfLongestSubstring(string s) {
        // @solution
        // last[c] = 1 + the last position where character c was seen (0 = not seen yet)
        vector<int> last(256, 0);
        int best = 0, left = 0; // the window is s[left..right]
        for (int right = 0; right < (int)s.size(); right++) {
            unsigned char c = s[right];
            // a repeat inside the window: start after its earlier copy (never move left backwards)
            left = max(left, last[c]);
            last[c] = right + 1;
            best = max(best, right - left + 1);
        }
        return best;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    // The whole first line, spaces included (empty when the string is empty).
    string s;
    getline(cin, s);
    if (!s.empty() && s.back() == '\r') s.pop_back();

    Solution solution;
    cout << solution.lengthOfLongestSubstring(s) << '\n';
    return 0;
}
