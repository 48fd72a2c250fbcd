#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns, for each prefix of searchWord, the (at most three) alphabetically smallest products that start with it.
    vector<vector<string>> suggestedProducts(vector<string>& products, string searchWord) {
        // @solution
        // Too slow: every prefix scans the whole product list again.
        sort(products.begin(), products.end());
        vector<vector<string>> result;
        for (int len = 1; len <= (int)searchWord.size(); len++) {
            string prefix = searchWord.substr(0, len);
            vector<string> row;
            for (const string& p : products) {
                if (p.compare(0, len, prefix) == 0 && (int)p.size() >= len) row.push_back(p);
                if (row.size() == 3) break;
            }
            result.push_back(row);
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
    vector<string> products(n);
    for (string& p : products) cin >> p;
    string searchWord;
    cin >> searchWord;

    Solution solution;
    vector<vector<string>> result = solution.suggestedProducts(products, searchWord);

    // One line per typed letter: the suggestions separated by spaces (an empty line for none).
    string out;
    for (const vector<string>& row : result) {
        for (size_t j = 0; j < row.size(); j++) {
            if (j > 0) out += ' ';
            out += row[j];
        }
        out += '\n';
    }
    cout << out;
    return 0;
}
