#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the product of two non-negative integers given as decimal strings, as a decimal string.
    string multiply(string num1, string num2) {
        // @solution
        int m = num1.size(), n = num2.size();
        // The digit products num1[i] * num2[j] land on positions i + j (tens) and i + j + 1 (ones).
        vector<int> pos(m + n, 0);
        for (int i = m - 1; i >= 0; i--) {
            for (int j = n - 1; j >= 0; j--) {
                int sum = (num1[i] - '0') * (num2[j] - '0') + pos[i + j + 1];
                pos[i + j + 1] = sum % 10;
                pos[i + j] += sum / 10;
            }
        }
        string result;
        for (int d : pos) {
            if (result.empty() && d == 0) continue; // skip leading zeros
            result += char('0' + d);
        }
        return result.empty() ? "0" : result;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string num1, num2;
    cin >> num1 >> num2;

    Solution solution;
    cout << solution.multiply(num1, num2) << '\n';
    return 0;
}
