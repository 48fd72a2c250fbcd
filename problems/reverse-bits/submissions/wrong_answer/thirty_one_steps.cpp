#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    uint32_t reverseBits(uint32_t n) {
        // @solution
        // Wrong: an off-by-one makes the loop take only 31 bits, so every bit lands one position
        // too low and bit 31 of n is lost.
        uint32_t result = 0;
        for (int i = 0; i < 31; i++) {
            result = (result << 1) | (n & 1);
            n >>= 1;
        }
        return result;
        // @end-solution
    }
};

int main() {
    unsigned long long n = 0;
    cin >> n;
    Solution solution;
    cout << solution.reverseBits((uint32_t) n) << '\n';
    return 0;
}
