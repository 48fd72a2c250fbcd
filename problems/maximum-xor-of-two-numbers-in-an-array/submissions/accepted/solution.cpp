#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the largest value of nums[i] XOR nums[j] over all pairs 0 <= i <= j < n.
    int findMaximumXOR(vector<int>& nums) {
        // @solution
        // A binary trie of the numbers, highest bit (30) first: child[2 * v + b] is node v's child for bit b.
        vector<int> child(2, 0);
        auto insert = [&](int x) {
            int v = 0;
            for (int b = 30; b >= 0; b--) {
                int bit = (x >> b) & 1;
                if (child[2 * v + bit] == 0) {
                    child[2 * v + bit] = child.size() / 2;
                    child.push_back(0);
                    child.push_back(0);
                }
                v = child[2 * v + bit];
            }
        };
        int best = 0;
        insert(nums[0]);
        for (int x : nums) {
            insert(x);
            // Walk down choosing the opposite bit whenever the trie has it: that bit of the XOR becomes 1.
            int v = 0, cur = 0;
            for (int b = 30; b >= 0; b--) {
                int want = ((x >> b) & 1) ^ 1;
                if (child[2 * v + want] != 0) {
                    cur |= 1 << b;
                    v = child[2 * v + want];
                } else {
                    v = child[2 * v + (want ^ 1)];
                }
            }
            best = max(best, cur);
        }
        return best;
        // @end-solution
    }
};
// @end-learner

// @driver array-io
// Reads n integers from standard input.
static vector<int> readInts(int n) {
    vector<int> values(n);
    for (int& x : values) cin >> x;
    return values;
}

// Reads a length followed by that many integers.
static vector<int> readIntArray() {
    int n = 0;
    cin >> n;
    return readInts(n);
}

// Prints the values separated by single spaces, then a newline (empty line for an empty array).
template <typename T>
static void printArray(const vector<T>& values) {
    string out;
    for (size_t i = 0; i < values.size(); i++) {
        if (i > 0) out += ' ';
        out += to_string(values[i]);
    }
    out += '\n';
    cout << out;
}
// @end-driver

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    vector<int> nums = readIntArray();

    Solution solution;
    cout << solution.findMaximumXOR(nums) << '\n';
    return 0;
}
