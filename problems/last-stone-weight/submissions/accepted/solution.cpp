#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Smashes the two heaviest stones until at most one is left; returns its weight (0 if none is left).
    int lastStoneWeight(vector<int>& stones) {
        // @solution
        priority_queue<int> heap(stones.begin(), stones.end()); // max-heap
        while (heap.size() > 1) {
            int y = heap.top(); // heaviest
            heap.pop();
            int x = heap.top(); // second heaviest
            heap.pop();
            if (y != x) heap.push(y - x);
        }
        return heap.empty() ? 0 : heap.top();
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

    vector<int> stones = readIntArray();

    Solution solution;
    cout << solution.lastStoneWeight(stones) << '\n';
    return 0;
}
