#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns whether the cards split into groups of groupSize consecutive values.
    bool isNStraightHand(vector<int>& hand, int groupSize) {
        // @solution
        // Brute force: sort, then for every unused smallest card search the array for an unused
        // card of each next value. Long runs of equal values make every search O(n): O(n^2).
        int n = hand.size();
        if (n % groupSize != 0) return false;
        sort(hand.begin(), hand.end());
        vector<bool> used(n, false);
        for (int i = 0; i < n; i++) {
            if (used[i]) continue;
            used[i] = true;
            int j = i;
            for (int k = 1; k < groupSize; k++) {
                long long want = (long long)hand[i] + k;
                j = i + 1;
                while (j < n && (used[j] || hand[j] != want)) j++;
                if (j == n) return false;
                used[j] = true;
            }
        }
        return true;
        // @end-solution
    }
};

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
