#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the smallest eating speed (bananas per hour) that finishes every pile within h hours.
    int minEatingSpeed(vector<int>& piles, int h) {
        // @solution
        // Hours needed at speed k: each pile takes ceil(pile / k) hours (64-bit: the total can exceed 2^31).
        auto hoursAt = [&](long long k) {
            long long total = 0;
            for (int p : piles) total += (p + k - 1) / k;
            return total;
        };
        // The answer is in [1, max pile]: at the largest pile's speed every pile takes one hour.
        int lo = 1, hi = *max_element(piles.begin(), piles.end());
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (hoursAt(mid) <= h) hi = mid; // fast enough: the answer is mid or slower
            else lo = mid + 1;               // too slow
        }
        return lo;
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

    vector<int> piles = readIntArray();
    int h;
    cin >> h;

    Solution solution;
    cout << solution.minEatingSpeed(piles, h) << '\n';
    return 0;
}
