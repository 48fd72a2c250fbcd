#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // nums is sorted in increasing order, without repeats. Returns the index of target, or -1.
    int search(vector<int>& nums, int target) {
        // @solution
        int lo = 0, hi = (int)nums.size() - 1; // target can only be in nums[lo..hi]
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] == target) return mid;
            if (nums[mid] < target) lo = mid + 1; // everything up to mid is too small
            else hi = mid - 1;                    // everything from mid on is too large
        }
        return -1;
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

    vector<int> nums = readIntArray();
    vector<int> queries = readIntArray();

    // One call per query, on the same array.
    Solution solution;
    vector<int> answers;
    answers.reserve(queries.size());
    for (int target : queries) answers.push_back(solution.search(nums, target));

    printArray(answers);
    return 0;
}
