#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns a + b, computed with bit operations only.
    int getSum(int a, int b) {
        // @solution
        // XOR adds the bits without carries; AND finds where both bits are 1, i.e. where a carry
        // starts, and the shift moves it to the next position. Repeat until no carry is left.
        // Unsigned values make the left shift of a negative number well defined.
        unsigned x = a, y = b;
        while (y != 0) {
            unsigned carry = (x & y) << 1;
            x ^= y;
            y = carry;
        }
        return (int) x;
        // @end-solution
    }
};
// @end-learner

int main() {
    int a = 0, b = 0;
    cin >> a >> b;

    Solution solution;
    cout << solution.getSum(a, b) << '\n';
    return 0;
}
