#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the unsigned 32-bit integer whose bits are those of n in reverse order.
    uint32_t reverseBits(uint32_t n) {
        // @solution
        // Take the bits of n from the lowest and push each one into the result from the right:
        // after 32 steps, the first bit taken has moved all the way to the top.
        uint32_t result = 0;
        for (int i = 0; i < 32; i++) {
            result = (result << 1) | (n & 1);
            n >>= 1;
        }
        return result;
        // @end-solution
    }
};
// @end-learner

int main() {
    unsigned long long n = 0;
    cin >> n;

    Solution solution;
    cout << solution.reverseBits((uint32_t) n) << '\n';
    return 0;
}
