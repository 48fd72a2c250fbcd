#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // answer[i] = days from day i to the next strictly warmer day, or 0 if there is none.
    vector<int> dailyTemperatures(vector<int>& temperatures) {
        // @solution
        int n = temperatures.size();
        vector<int> answer(n, 0);
        // Days still waiting for a warmer one; their temperatures never increase from bottom to top.
        vector<int> waiting;
        waiting.reserve(n);
        for (int i = 0; i < n; i++) {
            while (!waiting.empty() && temperatures[waiting.back()] < temperatures[i]) {
                answer[waiting.back()] = i - waiting.back();
                waiting.pop_back();
            }
            waiting.push_back(i);
        }
        return answer;
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

    vector<int> temperatures = readIntArray();

    Solution solution;
    vector<int> result = solution.dailyTemperatures(temperatures);

    printArray(result);
    return 0;
}
