#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the length of the longest sequence of letters that is a subsequence of both texts.
    int longestCommonSubsequence(string text1, string text2) {
        // @solution
        if (text2.size() > text1.size()) swap(text1, text2); // keep the rows as short as possible
        int m = text2.size();
        // prev[j] = LCS of the first i - 1 letters of text1 and the first j letters of text2.
        vector<int> prev(m + 1, 0), cur(m + 1, 0);
        for (char ca : text1) {
            for (int j = 1; j <= m; j++) {
                if (ca == text2[j - 1]) cur[j] = prev[j - 1] + 1; // both letters end the common subsequence
                else cur[j] = max(prev[j], cur[j - 1]);          // drop the letter of text1 or of text2
            }
            swap(prev, cur);
        }
        return prev[m];
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string text1, text2;
    cin >> text1 >> text2;

    Solution solution;
    cout << solution.longestCommonSubsequence(text1, text2) << '\n';
    return 0;
}
