#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether some substring of s2 is a rearrangement (permutation) of s1.
    bool checkInclusion(string s1, string s2) {
        // @solution
        int n = s1.size();
        if (n > (int)s2.size()) return false;
        // diff[c] = count of c in s1 minus count of c in the current window of s2; zero counts how many letters agree.
        array<int, 26> diff{};
        for (char c : s1) diff[c - 'a']++;
        for (int i = 0; i < n; i++) diff[s2[i] - 'a']--;
        int zero = 0;
        for (int d : diff) zero += d == 0;
        for (int i = n;; i++) {
            if (zero == 26) return true;
            if (i == (int)s2.size()) return false;
            // Slide the window one step: s2[i] comes in, s2[i - n] goes out.
            int in = s2[i] - 'a', out = s2[i - n] - 'a';
            zero -= diff[in] == 0;
            diff[in]--;
            zero += diff[in] == 0;
            zero -= diff[out] == 0;
            diff[out]++;
            zero += diff[out] == 0;
        }
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string s1, s2;
    cin >> s1 >> s2;

    Solution solution;
    cout << (solution.checkInclusion(s1, s2) ? "true" : "false") << '\n';
    return 0;
}
