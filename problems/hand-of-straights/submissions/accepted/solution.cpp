#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether the cards split into groups of groupSize consecutive values.
    bool isNStraightHand(vector<int>& hand, int groupSize) {
        // @solution
        if (hand.size() % groupSize != 0) return false;
        sort(hand.begin(), hand.end());
        unordered_map<long long, int> count;
        count.reserve(hand.size() * 2);
        for (int v : hand) count[v]++;
        for (int v : hand) {
            int c = count[v];
            if (c == 0) continue; // already used by earlier groups
            // v is the smallest card left: c groups must start here, each needing v .. v + groupSize - 1.
            for (long long k = 0; k < groupSize; k++) {
                auto it = count.find(v + k);
                if (it == count.end() || it->second < c) return false;
                it->second -= c;
            }
        }
        return true;
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

    vector<int> hand = readIntArray();
    int groupSize = 0;
    cin >> groupSize;

    Solution solution;
    cout << (solution.isNStraightHand(hand, groupSize) ? "true" : "false") << '\n';
    return 0;
}
