#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the decimal digits of the number plus one, most significant digit first.
    vector<int> plusOne(vector<int>& digits) {
        // @solution
        // From the last digit: a 9 rolls over to 0 and carries; any other digit takes the 1 and we are done.
        for (int i = (int) digits.size() - 1; i >= 0; i--) {
            if (digits[i] < 9) {
                digits[i]++;
                return digits;
            }
            digits[i] = 0;
        }
        // Every digit was 9: the answer is 1 followed by zeros.
        digits.insert(digits.begin(), 1);
        return digits;
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

    vector<int> digits = readIntArray();

    Solution solution;
    vector<int> result = solution.plusOne(digits);

    printArray(result);
    return 0;
}
