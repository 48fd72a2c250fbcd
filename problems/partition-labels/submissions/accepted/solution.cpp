#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the lengths of the most pieces s can be cut into with every letter inside one piece.
    vector<int> partitionLabels(string s) {
        // @solution
        int last[26] = {0};
        for (int i = 0; i < (int)s.size(); i++) last[s[i] - 'a'] = i;
        vector<int> sizes;
        int start = 0, end = 0; // the open piece and the farthest last occurrence inside it
        for (int i = 0; i < (int)s.size(); i++) {
            end = max(end, last[s[i] - 'a']);
            if (i == end) { // nothing in the piece reaches further: close it
                sizes.push_back(i - start + 1);
                start = i + 1;
            }
        }
        return sizes;
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

    string s;
    cin >> s;

    Solution solution;
    vector<int> result = solution.partitionLabels(s);

    printArray(result);
    return 0;
}
