#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // nums1 and nums2 are sorted in non-decreasing order. Returns the median of all their values together.
    double findMedianSortedArrays(vector<int>& nums1, vector<int>& nums2) {
        // @solution
        // Binary search on the shorter array: take i values from nums1 and j = half - i from nums2 as
        // the lower half; the cut is right when the lower half's largest value <= the upper half's smallest.
        if (nums1.size() > nums2.size()) return findMedianSortedArrays(nums2, nums1);
        int m = nums1.size(), n = nums2.size();
        int half = (m + n + 1) / 2; // the lower half holds the median itself when the total is odd
        int lo = 0, hi = m;
        while (true) {
            int i = lo + (hi - lo) / 2, j = half - i;
            int left1 = i > 0 ? nums1[i - 1] : INT_MIN, right1 = i < m ? nums1[i] : INT_MAX;
            int left2 = j > 0 ? nums2[j - 1] : INT_MIN, right2 = j < n ? nums2[j] : INT_MAX;
            if (left1 > right2) hi = i - 1;      // too many values from nums1
            else if (left2 > right1) lo = i + 1; // too few values from nums1
            else {
                int lowerMax = max(left1, left2);
                if ((m + n) % 2 == 1) return lowerMax;
                return (lowerMax + (double)min(right1, right2)) / 2.0;
            }
        }
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

    vector<int> nums1 = readIntArray();
    vector<int> nums2 = readIntArray();

    Solution solution;
    double median = solution.findMedianSortedArrays(nums1, nums2);

    // One digit after the point (medians are whole numbers or halves); + 0.0 turns -0.0 into 0.0.
    cout << fixed << setprecision(1) << median + 0.0 << '\n';
    return 0;
}
