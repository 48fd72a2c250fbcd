// Checks `order` as a schedule of the courses 0 .. n - 1, where a pair {a, b} means course b comes before
// course a, and names what it is: "valid order", "no order" (an empty list) or "invalid order: <the first fault>".
static string checkOrder(int n, const vector<vector<int>>& prerequisites, const vector<int>& order) {
    if (order.empty()) return "no order";
    if ((int)order.size() != n)
        return "invalid order: it lists " + to_string(order.size()) + " courses, expected " + to_string(n);
    vector<int> at(n, -1); // at[c] = position of course c in the order
    for (int i = 0; i < n; i++) {
        int c = order[i];
        if (c < 0 || c >= n) return "invalid order: course " + to_string(c) + " does not exist";
        if (at[c] != -1) return "invalid order: course " + to_string(c) + " is listed twice";
        at[c] = i;
    }
    for (const vector<int>& p : prerequisites) {
        if (p[0] == p[1]) return "invalid order: course " + to_string(p[0]) + " requires itself";
        if (at[p[1]] > at[p[0]])
            return "invalid order: course " + to_string(p[0]) + " comes before its prerequisite " + to_string(p[1]);
    }
    return "valid order";
}
