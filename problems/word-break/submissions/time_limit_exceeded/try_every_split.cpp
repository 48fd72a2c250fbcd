#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns whether s can be split into words of wordDict (each word usable any number of times).
    bool wordBreak(string s, vector<string>& wordDict) {
        // @solution
        // Too slow: every way to split the rest of s is tried again for every way of reaching the
        // same position, because nothing is remembered (exponential on "aaa...ab").
        unordered_set<string> words(wordDict.begin(), wordDict.end());
        return canSplit(s, 0, words);
    }

private:
    bool canSplit(const string& s, int start, const unordered_set<string>& words) {
        if (start == (int)s.size()) return true;
        for (int end = start + 1; end <= (int)s.size(); end++)
            if (words.count(s.substr(start, end - start)) && canSplit(s, end, words)) return true;
        return false;
        // @end-solution
    }
};

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
