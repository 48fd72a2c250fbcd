#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the k most frequent values of nums, in any order.
    vector<int> topKFrequent(vector<int>& nums, int k) {
        // @solution
        unordered_map<int, int> freq;
        for (int x : nums) freq[x]++;
        // bucket[f] = the values that occur exactly f times (f is at most n).
        vector<vector<int>> bucket(nums.size() + 1);
        for (auto& [value, f] : freq) bucket[f].push_back(value);
        vector<int> result;
        for (int f = nums.size(); f >= 1 && (int)result.size() < k; f--)
            for (int value : bucket[f])
                if ((int)result.size() < k) result.push_back(value);
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

    vector<int> nums = readIntArray();
    int k = 0;
    cin >> k;

    Solution solution;
    vector<int> result = solution.topKFrequent(nums, k);
    sort(result.begin(), result.end()); // any order is accepted: print it sorted

    printArray(result);
    return 0;
}
