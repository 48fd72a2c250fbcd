#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the 1-based positions of the two values that add up to target.
    vector<int> twoSum(vector<int>& numbers, int target) {
        // @solution
        int lo = 0, hi = (int)numbers.size() - 1;
        while (lo < hi) {
            long long sum = (long long)numbers[lo] + numbers[hi];
            if (sum == target) return {lo + 1, hi + 1};
            if (sum < target) lo++; // numbers[lo] is too small for every partner left
            else hi--;              // numbers[hi] is too large for every partner left
        }
        return {};
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

    vector<int> numbers = readIntArray();
    int target = 0;
    cin >> target;

    Solution solution;
    vector<int> result = solution.twoSum(numbers, target);

    printArray(result);
    return 0;
}
