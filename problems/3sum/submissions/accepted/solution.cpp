#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns every triplet of values, taken from three different positions, that adds up to 0, each triplet once.
    vector<vector<int>> threeSum(vector<int>& nums) {
        // @solution
        sort(nums.begin(), nums.end());
        int n = nums.size();
        vector<vector<int>> result;
        for (int i = 0; i + 2 < n && nums[i] <= 0; i++) {
            if (i > 0 && nums[i] == nums[i - 1]) continue; // same smallest value: same triplets
            int lo = i + 1, hi = n - 1;
            while (lo < hi) {
                int sum = nums[i] + nums[lo] + nums[hi];
                if (sum < 0) lo++;
                else if (sum > 0) hi--;
                else {
                    result.push_back({nums[i], nums[lo], nums[hi]});
                    // skip the copies of both middle values
                    while (lo < hi && nums[lo] == nums[lo + 1]) lo++;
                    while (lo < hi && nums[hi] == nums[hi - 1]) hi--;
                    lo++;
                    hi--;
                }
            }
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

    vector<int> nums = readIntArray();

    Solution solution;
    vector<vector<int>> result = solution.threeSum(nums);

    // Any order is accepted: each triplet and the list are sorted before printing.
    for (vector<int>& t : result) sort(t.begin(), t.end());
    sort(result.begin(), result.end());
    cout << result.size() << '\n';
    for (const vector<int>& t : result) printArray(t);
    return 0;
}
