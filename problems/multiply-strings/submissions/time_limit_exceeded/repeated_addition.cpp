#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    string multiply(string num1, string num2) {
        // @solution
        // Naive: multiplication is repeated addition, so add num1 to a running total num2 times,
        // counting up to num2 with a second decimal string. That is num2 additions: hopeless
        // once num2 has more than about eight digits (here it can have 200).
        string total = "0", count = "0";
        while (count != num2) {
            total = add(total, num1);
            count = add(count, "1");
        }
        return total;
        // @end-solution
    }

private:
    // The sum of two decimal strings, digit by digit from the right.
    static string add(const string& a, const string& b) {
        string out;
        int i = a.size() - 1, j = b.size() - 1, carry = 0;
        while (i >= 0 || j >= 0 || carry) {
            int s = carry + (i >= 0 ? a[i--] - '0' : 0) + (j >= 0 ? b[j--] - '0' : 0);
            out += char('0' + s % 10);
            carry = s / 10;
        }
        reverse(out.begin(), out.end());
        return out;
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
