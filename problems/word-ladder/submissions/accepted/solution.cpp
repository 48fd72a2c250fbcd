#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Every word has the same length; one step changes exactly one letter and must land on a word of wordList.
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        // @solution
        // Breadth-first search. Words that differ in one letter share a pattern with that letter
        // replaced by '*' ("h*t" for "hot" and "hit"); each pattern's bucket is used once, then emptied.
        int len = beginWord.size();
        unordered_map<string, vector<int>> buckets;
        int endIndex = -1;
        for (int i = 0; i < (int)wordList.size(); i++) {
            if (wordList[i] == endWord) endIndex = i;
            string w = wordList[i];
            for (int p = 0; p < len; p++) {
                char keep = w[p];
                w[p] = '*';
                buckets[w].push_back(i);
                w[p] = keep;
            }
        }
        if (endIndex == -1) return 0;
        vector<int> dist(wordList.size(), 0); // words in the sequence up to this word; 0 = not reached
        queue<pair<string, int>> q;          // word and its number of words so far
        q.push({beginWord, 1});
        while (!q.empty()) {
            auto [w, d] = q.front();
            q.pop();
            for (int p = 0; p < len; p++) {
                char keep = w[p];
                w[p] = '*';
                auto it = buckets.find(w);
                if (it != buckets.end()) {
                    for (int j : it->second) {
                        if (dist[j]) continue;
                        if (j == endIndex) return d + 1;
                        dist[j] = d + 1;
                        q.push({wordList[j], d + 1});
                    }
                    buckets.erase(it); // every word in it is reached now
                }
                w[p] = keep;
            }
        }
        return 0;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string beginWord, endWord;
    int m = 0;
    cin >> beginWord >> endWord >> m;
    vector<string> wordList(m);
    for (string& w : wordList) cin >> w;

    Solution solution;
    cout << solution.ladderLength(beginWord, endWord, wordList) << '\n';
    return 0;
}
