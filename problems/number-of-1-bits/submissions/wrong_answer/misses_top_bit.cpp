#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int hammingWeight(int n) {
        // @solution
        // Wrong: loops while n > 1 instead of n > 0, so the highest 1 bit is shifted down to the
        // last position but never counted (128 gives 0, 11 gives 2).
        int count = 0;
        while (n > 1) {
            count += n & 1;
            n >>= 1;
        }
        return count;
        // @end-solution
    }
};

int main() {
    long long n = 0;
    cin >> n;
    Solution solution;
    cout << solution.hammingWeight((int) n) << '\n';
    return 0;
}
