#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // nums1 and nums2 are sorted in non-decreasing order. Returns the median of all their values together.
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        // @solution
        // Wrong: merges correctly but averages the two middle values with integer division (3 / 2 = 1).
        vector<int> all;
        merge(nums1.begin(), nums1.end(), nums2.begin(), nums2.end(), back_inserter(all));
        int t = all.size();
        if (t % 2 == 1) return all[t / 2];
        return (all[t / 2 - 1] + all[t / 2]) / 2;
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

    vector<int> nums1 = readIntArray();
    vector<int> nums2 = readIntArray();

    Solution solution;
    double median = solution.findMedianSortedArrays(nums1, nums2);

    // One digit after the point (medians are whole numbers or halves); + 0.0 turns -0.0 into 0.0.
    cout << fixed << setprecision(1) << median + 0.0 << '\n';
    return 0;
}
