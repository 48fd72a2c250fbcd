#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns true when s, lowercased and with only its letters and digits kept, reads the same both ways.
    bool isPalindrome(string s) {
        // @solution
        int i = 0, j = (int)s.size() - 1;
        while (i < j) {
            // skip what the cleaning removes, from both ends
            if (!isalnum((unsigned char)s[i])) { i++; continue; }
            if (!isalnum((unsigned char)s[j])) { j--; continue; }
            if (tolower((unsigned char)s[i]) != tolower((unsigned char)s[j])) return false;
            i++;
            j--;
        }
        return true;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    // The whole first line, spaces included.
    string s;
    getline(cin, s);
    if (!s.empty() && s.back() == '\r') s.pop_back();

    Solution solution;
    cout << (solution.isPalindrome(s) ? "true" : "false") << '\n';
    return 0;
}
