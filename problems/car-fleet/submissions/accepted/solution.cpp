#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns how many fleets arrive at the destination.
    int carFleet(int target, vector<int>& position, vector<int>& speed) {
        // @solution
        int n = position.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        // closest to the destination first
        sort(order.begin(), order.end(), [&](int a, int b) { return position[a] > position[b]; });
        int fleets = 0;
        long long leadDist = 0, leadSpeed = 1; // arrival time of the fleet in front, as a fraction
        for (int i : order) {
            long long dist = target - position[i];
            // slower than the fleet in front (dist / speed > leadDist / leadSpeed): a new fleet
            if (fleets == 0 || dist * leadSpeed > leadDist * speed[i]) {
                fleets++;
                leadDist = dist;
                leadSpeed = speed[i];
            }
        }
        return fleets;
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

    int n = 0, target = 0;
    cin >> n >> target;
    vector<int> position = readInts(n);
    vector<int> speed = readInts(n);

    Solution solution;
    cout << solution.carFleet(target, position, speed) << '\n';
    return 0;
}
