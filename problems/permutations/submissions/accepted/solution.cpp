#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns every ordering of nums (the values are distinct), each exactly once, in any order.
    vector<vector<int>> permute(vector<int>& nums) {
        // @solution
        vector<vector<int>> result;
        vector<int> path;
        vector<bool> used(nums.size(), false);
        backtrack(nums, used, path, result);
        return result;
    }

private:
    void backtrack(const vector<int>& nums, vector<bool>& used, vector<int>& path, vector<vector<int>>& result) {
        if (path.size() == nums.size()) {
            result.push_back(path);
            return;
        }
        for (size_t i = 0; i < nums.size(); i++) {
            if (used[i]) continue;
            used[i] = true; // nums[i] takes the next position ...
            path.push_back(nums[i]);
            backtrack(nums, used, path, result);
            path.pop_back(); // ... then gives it back for the next choice
            used[i] = false;
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
    vector<vector<int>> result = solution.permute(nums);

    // Any order of the permutations is accepted: sort the list (each permutation keeps its order).
    sort(result.begin(), result.end());
    printLists(result);
    return 0;
}
