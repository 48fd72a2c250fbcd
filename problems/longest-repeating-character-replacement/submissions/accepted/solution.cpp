#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the length of the longest substring that can be made of one repeated letter by changing at most k letters.
    int characterReplacement(string s, int k) {
        // @solution
        array<int, 26> count{};
        int best = 0, maxCount = 0, left = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            maxCount = max(maxCount, ++count[s[right] - 'A']);
            // The window needs (length - most frequent count) changes; if that is more than k, slide it by one.
            // maxCount may be stale (too large) then, but only a larger maxCount can make a longer window valid.
            if (right - left + 1 - maxCount > k) {
                count[s[left] - 'A']--;
                left++;
            }
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

    string s;
    int k = 0;
    cin >> s >> k;

    Solution solution;
    cout << solution.characterReplacement(s, k) << '\n';
    return 0;
}
