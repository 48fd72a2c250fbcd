#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns every combination of candidates (each usable any number of times) that sums to target.
    vector<vector<int>> combinationSum(vector<int>& candidates, int target) {
        // @solution
        vector<int> nums = candidates;
        sort(nums.begin(), nums.end());
        vector<vector<int>> result;
        vector<int> path;
        backtrack(nums, 0, target, path, result);
        return result;
    }

private:
    void backtrack(const vector<int>& nums, int start, int remaining, vector<int>& path, vector<vector<int>>& result) {
        if (remaining == 0) {
            result.push_back(path);
            return;
        }
        // sorted: once nums[i] is too large, every later candidate is too
        for (int i = start; i < (int)nums.size() && nums[i] <= remaining; i++) {
            path.push_back(nums[i]);
            backtrack(nums, i, remaining - nums[i], path, result); // i, not i + 1: the same value may be reused
            path.pop_back();
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

// Prints the number of lists, then each list as [a,b,c] on its own line.
static void printLists(const vector<vector<int>>& lists) {
    string out = to_string(lists.size()) + '\n';
    for (const auto& values : lists) {
        out += '[';
        for (size_t i = 0; i < values.size(); i++) {
            if (i > 0) out += ',';
            out += to_string(values[i]);
        }
        out += "]\n";
    }
    cout << out;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    vector<int> candidates = readIntArray();
    int target = 0;
    cin >> target;

    Solution solution;
    vector<vector<int>> result = solution.combinationSum(candidates, target);

    // Any order is accepted: sort each combination, then the list of combinations.
    for (auto& c : result) sort(c.begin(), c.end());
    sort(result.begin(), result.end());
    printLists(result);
    return 0;
}
