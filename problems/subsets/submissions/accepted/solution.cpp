#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns every subset of nums (the values are distinct), each exactly once, in any order.
    vector<vector<int>> subsets(vector<int>& nums) {
        // @solution
        vector<vector<int>> result;
        vector<int> path;
        backtrack(nums, 0, path, result);
        return result;
    }

private:
    void backtrack(const vector<int>& nums, int start, vector<int>& path, vector<vector<int>>& result) {
        result.push_back(path); // the current choice is one subset
        for (int i = start; i < (int)nums.size(); i++) {
            path.push_back(nums[i]); // take nums[i] ...
            backtrack(nums, i + 1, path, result); // ... and only later values after it
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

    vector<int> nums = readIntArray();

    Solution solution;
    vector<vector<int>> result = solution.subsets(nums);

    // Any order is accepted: sort each subset, then the list of subsets.
    for (auto& s : result) sort(s.begin(), s.end());
    sort(result.begin(), result.end());
    printLists(result);
    return 0;
}
