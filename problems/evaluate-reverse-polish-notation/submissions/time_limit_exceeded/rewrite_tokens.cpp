#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the value of the postfix expression given as tokens.
    int evalRPN(vector<string>& tokens) {
        // @solution
        // Rewrites the token list: find the first operator, replace it and its two operands by
        // the result, start again. Every step scans and shifts the array: O(n^2).
        vector<string> t = tokens;
        while (t.size() > 1) {
            size_t i = 0;
            while (!(t[i].size() == 1 && string("+-*/").find(t[i][0]) != string::npos)) i++;
            long long a = stoll(t[i - 2]), b = stoll(t[i - 1]), r;
            if (t[i] == "+") r = a + b;
            else if (t[i] == "-") r = a - b;
            else if (t[i] == "*") r = a * b;
            else r = a / b;
            t[i - 2] = to_string(r);
            t.erase(t.begin() + i - 1, t.begin() + i + 1);
        }
        return (int)stoll(t[0]);
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;
    vector<string> tokens(n);
    for (string& t : tokens) cin >> t;

    Solution solution;
    cout << solution.evalRPN(tokens) << '\n';
    return 0;
}
