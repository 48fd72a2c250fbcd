#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns how many fleets arrive at the destination.
    int carFleet(int target, vector<int>& position, vector<int>& speed) {
        // @solution
        // Brute force: a car leads its own fleet when no car ahead of it arrives at the same time
        // or later; check all cars ahead for every car. O(n^2) when every car is its own fleet.
        int n = position.size();
        int fleets = 0;
        for (int i = 0; i < n; i++) {
            long long di = target - position[i];
            bool blocked = false;
            for (int j = 0; j < n && !blocked; j++) {
                if (position[j] <= position[i]) continue;
                long long dj = target - position[j];
                if (dj * speed[i] >= di * speed[j]) blocked = true; // car j arrives no earlier
            }
            if (!blocked) fleets++;
        }
        return fleets;
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

    int n = 0, target = 0;
    cin >> n >> target;
    vector<int> position = readInts(n);
    vector<int> speed = readInts(n);

    Solution solution;
    cout << solution.carFleet(target, position, speed) << '\n';
    return 0;
}
