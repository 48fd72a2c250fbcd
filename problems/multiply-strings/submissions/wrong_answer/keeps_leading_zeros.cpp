#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    string multiply(string num1, string num2) {
        // @solution
        // Wrong: multiplies digit by digit correctly but only drops the first position of the
        // result when it is 0, so 999 * 0 comes out as "000" instead of "0".
        int m = num1.size(), n = num2.size();
        vector<int> pos(m + n, 0);
        for (int i = m - 1; i >= 0; i--) {
            for (int j = n - 1; j >= 0; j--) {
                int sum = (num1[i] - '0') * (num2[j] - '0') + pos[i + j + 1];
                pos[i + j + 1] = sum % 10;
                pos[i + j] += sum / 10;
            }
        }
        string result;
        for (int i = 0; i < m + n; i++) {
            if (i == 0 && pos[i] == 0) continue;
            result += char('0' + pos[i]);
        }
        return result;
        // @end-solution
    }
};

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    string num1, num2;
    cin >> num1 >> num2;
    Solution solution;
    cout << solution.multiply(num1, num2) << '\n';
    return 0;
}
