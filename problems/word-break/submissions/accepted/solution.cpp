#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether s can be split into words of wordDict (each word usable any number of times).
    bool wordBreak(string s, vector<string>& wordDict) {
        // @solution
        unordered_set<string> words(wordDict.begin(), wordDict.end());
        size_t longest = 0;
        for (const string& w : wordDict) longest = max(longest, w.size());
        int n = s.size();
        // ok[i] = whether the first i letters of s can be split into words.
        vector<char> ok(n + 1, 0);
        ok[0] = 1; // the empty prefix
        for (int i = 1; i <= n; i++)
            // The last word is s[j..i); it is at most `longest` letters long.
            for (int j = i - 1; j >= 0 && i - j <= (int)longest && !ok[i]; j--)
                if (ok[j] && words.count(s.substr(j, i - j))) ok[i] = 1;
        return ok[n];
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
    vector<string> wordDict(k);
    for (string& w : wordDict) cin >> w;

    Solution solution;
    cout << (solution.wordBreak(s, wordDict) ? "true" : "false") << '\n';
    return 0;
}
