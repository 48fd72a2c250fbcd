#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns, for each prefix of searchWord, the (at most three) alphabetically smallest products that start with it.
    vector<vector<string>> suggestedProducts(vector<string>& products, string searchWord) {
        // @solution
        sort(products.begin(), products.end());
        // The products starting with the prefix typed so far form one block [lo, hi] of the sorted list.
        int lo = 0, hi = (int)products.size() - 1;
        vector<vector<string>> result;
        for (int i = 0; i < (int)searchWord.size(); i++) {
            char c = searchWord[i];
            // Shrink the block from both ends to the products whose letter i is c.
            while (lo <= hi && ((int)products[lo].size() <= i || products[lo][i] != c)) lo++;
            while (lo <= hi && ((int)products[hi].size() <= i || products[hi][i] != c)) hi--;
            vector<string> row;
            for (int j = lo; j <= hi && j < lo + 3; j++) row.push_back(products[j]);
            result.push_back(row);
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
