#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the k most frequent values of nums, in any order.
    vector<int> topKFrequent(vector<int>& nums, int k) {
        // @solution
        // Wrong: counts runs of equal neighbours instead of all occurrences, so a value spread
        // over the array is undercounted (the array would have to be sorted first).
        map<int, int> best;
        for (size_t i = 0, run = 0; i < nums.size(); i++) {
            run = (i > 0 && nums[i] == nums[i - 1]) ? run + 1 : 1;
            best[nums[i]] = max(best[nums[i]], (int)run);
        }
        vector<pair<int, int>> byFreq;
        for (auto& [value, f] : best) byFreq.push_back({-f, value});
        sort(byFreq.begin(), byFreq.end());
        vector<int> result;
        for (int i = 0; i < k; i++) result.push_back(byFreq[i].second);
        return result;
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

    vector<int> nums = readIntArray();
    int k = 0;
    cin >> k;

    Solution solution;
    vector<int> result = solution.topKFrequent(nums, k);
    sort(result.begin(), result.end());

    printArray(result);
    return 0;
}
