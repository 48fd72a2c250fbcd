#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Splits words into groups of anagrams (groups and words inside them in any order).
    vector<vector<string>> groupAnagrams(vector<string>& words) {
        // @solution
        // Wrong: the key is the length and the sum of the letter codes, which "ad" and "bc" share
        // although they are not anagrams.
        map<pair<size_t, int>, vector<string>> groups;
        for (const string& w : words) {
            int sum = 0;
            for (char c : w) sum += c;
            groups[{w.size(), sum}].push_back(w);
        }
        vector<vector<string>> result;
        for (auto& [key, group] : groups) result.push_back(group);
        return result;
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;
    vector<string> words(n);
    for (string& w : words) cin >> w;

    Solution solution;
    vector<vector<string>> groups = solution.groupAnagrams(words);
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
