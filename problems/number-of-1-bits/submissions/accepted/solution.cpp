#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the number of 1 bits in the binary representation of n.
    int hammingWeight(int n) {
        // @solution
        // n & (n - 1) clears the lowest 1 bit of n, so the loop runs once per 1 bit.
        int count = 0;
        while (n != 0) {
            n &= n - 1;
            count++;
        }
        return count;
        // @end-solution
    }
};
// @end-learner

int main() {
    long long n = 0;
    cin >> n;

    Solution solution;
    cout << solution.hammingWeight((int) n) << '\n';
    return 0;
}
