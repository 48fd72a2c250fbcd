#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the length of the longest substring that can be made of one repeated letter by changing at most k letters.
    int characterReplacement(string s, int k) {
        // @solution
        // Too slow: checks every substring, growing one window from every start.
        int best = 0;
        for (int i = 0; i < (int)s.size(); i++) {
            array<int, 26> count{};
            for (int j = i; j < (int)s.size(); j++) {
                count[s[j] - 'A']++;
                int maxCount = *max_element(count.begin(), count.end());
                if (j - i + 1 - maxCount <= k) best = max(best, j - i + 1);
            }
        }
        return best;
        // @end-solution
    }
};

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
