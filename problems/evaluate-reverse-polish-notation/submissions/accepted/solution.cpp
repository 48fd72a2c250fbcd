#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the value of the postfix expression given as tokens.
    int evalRPN(vector<string>& tokens) {
        // @solution
        vector<long long> st; // values waiting for their operator
        for (const string& t : tokens) {
            if (t.size() == 1 && string("+-*/").find(t[0]) != string::npos) {
                long long b = st.back(); st.pop_back(); // the right operand is on top
                long long a = st.back(); st.pop_back();
                if (t[0] == '+') st.push_back(a + b);
                else if (t[0] == '-') st.push_back(a - b);
                else if (t[0] == '*') st.push_back(a * b);
                else st.push_back(a / b); // C++ division truncates towards zero
            } else {
                st.push_back(stoll(t));
            }
        }
        return (int)st.back();
        // @end-solution
    }
};
// @end-learner

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
