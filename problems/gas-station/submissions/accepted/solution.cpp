#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the station from which the whole circle can be driven, or -1.
    int canCompleteCircuit(vector<int>& gas, vector<int>& cost) {
        // @solution
        long long total = 0; // fuel left after a full circle from any start
        long long tank = 0;  // fuel since the current candidate start
        int start = 0;
        for (int i = 0; i < (int)gas.size(); i++) {
            long long d = gas[i] - cost[i];
            total += d;
            tank += d;
            // No station from start to i can be the answer: try the next one.
            if (tank < 0) {
                start = i + 1;
                tank = 0;
            }
        }
        return total >= 0 ? start : -1;
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

    vector<int> gas = readIntArray();
    vector<int> cost = readInts(gas.size());

    Solution solution;
    cout << solution.canCompleteCircuit(gas, cost) << '\n';
    return 0;
}
