#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the largest profit of one buy followed by one later sell (0 if no profit is possible).
    int maxProfit(vector<int>& prices) {
        // @solution
        int minPrice = INT_MAX; // cheapest day seen so far
        int best = 0;
        for (int p : prices) {
            if (p < minPrice) minPrice = p;                       // a better day to buy
            else best = max(best, p - minPrice);                  // try selling today
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

    vector<int> prices = readIntArray();

    Solution solution;
    cout << solution.maxProfit(prices) << '\n';
    return 0;
}
