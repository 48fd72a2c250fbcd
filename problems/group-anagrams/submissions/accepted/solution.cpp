#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Splits words into groups of anagrams (groups and words inside them in any order).
    vector<vector<string>> groupAnagrams(vector<string>& words) {
        // @solution
        // Anagrams have the same letters in sorted order: use that as the group's key.
        unordered_map<string, vector<string>> groups;
        for (const string& w : words) {
            string key = w;
            sort(key.begin(), key.end());
            groups[key].push_back(w);
        }
        vector<vector<string>> result;
        for (auto& [key, group] : groups) result.push_back(move(group));
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
    vector<string> words(n);
    for (string& w : words) cin >> w;

    Solution solution;
    vector<vector<string>> groups = solution.groupAnagrams(words);
    // Any order is accepted: sort the words of each group, then the groups by their first word.
    for (auto& g : groups) sort(g.begin(), g.end());
    sort(groups.begin(), groups.end());

    string out = to_string(groups.size()) + '\n';
    for (const auto& g : groups) {
        for (size_t i = 0; i < g.size(); i++) {
            if (i > 0) out += ' ';
            out += g[i];
        }
        out += '\n';
    }
    cout << out;
    return 0;
}
