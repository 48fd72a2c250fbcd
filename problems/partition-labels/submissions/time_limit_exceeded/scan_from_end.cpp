#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the lengths of the most pieces s can be cut into with every letter inside one piece.
    vector<int> partitionLabels(string s) {
        // @solution
        // Brute force: for every character, find its last copy by walking back from the end of s.
        // O(n^2) when letters sit in long blocks far from the end, too slow for n = 3 * 10^5.
        int n = s.size();
        vector<int> sizes;
        int start = 0, end = 0;
        for (int i = 0; i < n; i++) {
            int j = n - 1;
            while (s[j] != s[i]) j--;
            end = max(end, j);
            if (i == end) {
                sizes.push_back(i - start + 1);
                start = i + 1;
            }
        }
        return sizes;
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

    string s;
    cin >> s;

    Solution solution;
    vector<int> result = solution.partitionLabels(s);

    printArray(result);
    return 0;
}
