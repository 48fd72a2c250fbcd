#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether s3 can be formed by interleaving s1 and s2, each kept in order.
    bool isInterleave(string s1, string s2, string s3) {
        // @solution
        int n = s1.size(), m = s2.size();
        if (n + m != (int)s3.size()) return false;
        // ok[j] (while on row i) = whether the first i letters of s1 and the first j letters of s2
        // interleave into the first i + j letters of s3.
        vector<char> ok(m + 1, 0);
        for (int i = 0; i <= n; i++)
            for (int j = 0; j <= m; j++) {
                if (i == 0 && j == 0) { ok[j] = 1; continue; }
                bool fromS1 = i > 0 && ok[j] && s1[i - 1] == s3[i + j - 1];      // last letter from s1
                bool fromS2 = j > 0 && ok[j - 1] && s2[j - 1] == s3[i + j - 1];  // last letter from s2
                ok[j] = fromS1 || fromS2;
            }
        return ok[m];
        // @end-solution
    }
};
// @end-learner

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
