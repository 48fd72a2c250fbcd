#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the maximum of every window of k consecutive elements of nums, from left to right.
    vector<int> maxSlidingWindow(vector<int>& nums, int k) {
        // @solution
        // Indices whose values decrease from front to back; the front is the maximum of the current window.
        deque<int> dq;
        vector<int> result;
        for (int i = 0; i < (int)nums.size(); i++) {
            // A smaller value before i can never be a maximum again while nums[i] is in the window.
            while (!dq.empty() && nums[dq.back()] <= nums[i]) dq.pop_back();
            dq.push_back(i);
            if (dq.front() <= i - k) dq.pop_front(); // it left the window
            if (i >= k - 1) result.push_back(nums[dq.front()]);
        }
        return result;
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

    int n = 0, k = 0;
    cin >> n >> k;
    vector<int> nums = readInts(n);

    Solution solution;
    printArray(solution.maxSlidingWindow(nums, k));
    return 0;
}
