#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the sentence with every word replaced by the shortest root of dictionary that starts it (words without a root stay).
    string replaceWords(vector<string>& dictionary, string sentence) {
        // @solution
        // A trie of the roots: next[v][c] is the child of node v for letter c, isRoot[v] marks where a root ends.
        vector<array<int, 26>> next(1);
        next[0].fill(-1);
        vector<char> isRoot(1, 0);
        for (const string& root : dictionary) {
            int v = 0;
            for (char ch : root) {
                int c = ch - 'a';
                if (next[v][c] < 0) {
                    next[v][c] = next.size();
                    next.emplace_back();
                    next.back().fill(-1);
                    isRoot.push_back(0);
                }
                v = next[v][c];
            }
            isRoot[v] = 1;
        }
        string result;
        istringstream words(sentence);
        string word;
        while (words >> word) {
            // Walk down the trie along the word; the first root end reached is the shortest root.
            int v = 0;
            size_t len = 0;
            while (len < word.size() && next[v][word[len] - 'a'] >= 0 && !isRoot[v]) v = next[v][word[len++] - 'a'];
            if (!result.empty()) result += ' ';
            result += isRoot[v] ? word.substr(0, len) : word;
        }
        return result;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;
    vector<string> dictionary(n);
    for (string& root : dictionary) cin >> root;
    // The rest of the input is the sentence: its words, joined by single spaces.
    string sentence, word;
    while (cin >> word) sentence += (sentence.empty() ? "" : " ") + word;

    Solution solution;
    cout << solution.replaceWords(dictionary, sentence) << '\n';
    return 0;
}
