#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns whether s3 can be formed by interleaving s1 and s2, each kept in order.
    bool isInterleave(string s1, string s2, string s3) {
        // @solution
        // Too slow: both choices are tried at every letter and the result of a pair (i, j) is
        // never remembered, so it runs in exponential time when the strings repeat one letter.
        if (s1.size() + s2.size() != s3.size()) return false;
        return go(s1, s2, s3, 0, 0);
    }

private:
    bool go(const string& s1, const string& s2, const string& s3, int i, int j) {
        if (i + j == (int)s3.size()) return true;
        if (i < (int)s1.size() && s1[i] == s3[i + j] && go(s1, s2, s3, i + 1, j)) return true;
        if (j < (int)s2.size() && s2[j] == s3[i + j] && go(s1, s2, s3, i, j + 1)) return true;
        return false;
        // @end-solution
    }
};

int main() {
    string s1, s2, s3;
    getline(cin, s1);
    getline(cin, s2);
    getline(cin, s3);
    for (string* s : {&s1, &s2, &s3})
        while (!s->empty() && isspace((unsigned char)s->back())) s->pop_back();

    Solution solution;
    cout << (solution.isInterleave(s1, s2, s3) ? "true" : "false") << '\n';
    return 0;
}
