#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether every bracket of s is closed by the same kind, in the right order.
    bool isValid(string s) {
        // @solution
        if (s.size() % 2 == 1) return false; // brackets come in pairs
        // The closing bracket each still-open bracket is waiting for, innermost last.
        string expected;
        expected.reserve(s.size() / 2);
        for (char c : s) {
            if (c == '(') expected.push_back(')');
            else if (c == '[') expected.push_back(']');
            else if (c == '{') expected.push_back('}');
            else {
                if (expected.empty() || expected.back() != c) return false;
                expected.pop_back();
            }
            // More brackets open than characters left to close them.
            if (expected.size() > s.size() / 2) return false;
        }
        return expected.empty();
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string s;
    cin >> s;

    Solution solution;
    cout << (solution.isValid(s) ? "true" : "false") << '\n';
    return 0;
}
