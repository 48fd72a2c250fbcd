#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the sentence with every word replaced by the shortest root of dictionary that starts it (words without a root stay).
    string replaceWords(vector<string>& dictionary, string sentence) {
        // @solution
        // Too slow: compares every word with every root.
        string result;
        istringstream words(sentence);
        string word;
        while (words >> word) {
            string best = word;
            for (const string& root : dictionary)
                if (word.compare(0, root.size(), root) == 0 && root.size() < best.size()) best = root;
            if (!result.empty()) result += ' ';
            result += best;
        }
        return result;
        // @end-solution
    }
};

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
