#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns whether t uses exactly the same letters as s, each the same number of times.
    bool isAnagram(string s, string t) {
        // @solution
        // Wrong: equal lengths and equal sums of letter codes do not mean equal letters
        // ("ad" and "bc" both sum to the same value).
        if (s.size() != t.size()) return false;
        long long sum = 0;
        for (char c : s) sum += c;
        for (char c : t) sum -= c;
        return sum == 0;
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string s, t;
    cin >> s >> t;

    Solution solution;
    cout << (solution.isAnagram(s, t) ? "true" : "false") << '\n';
    return 0;
}
