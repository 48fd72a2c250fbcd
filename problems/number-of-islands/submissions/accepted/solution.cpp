#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // grid[i][j] is '1' for land and '0' for water.
    int numIslands(vector<string>& grid) {
        // @solution
        int r = grid.size(), c = grid[0].size();
        int islands = 0;
        vector<int> stack;
        stack.reserve((size_t)r * c);
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] != '1') continue;
                // A new island: sink every land cell reachable from (i, j).
                islands++;
                grid[i][j] = '0';
                stack.push_back(i * c + j);
                while (!stack.empty()) {
                    int cur = stack.back();
                    stack.pop_back();
                    int x = cur / c, y = cur % c;
                    if (x > 0 && grid[x - 1][y] == '1') { grid[x - 1][y] = '0'; stack.push_back(cur - c); }
                    if (x + 1 < r && grid[x + 1][y] == '1') { grid[x + 1][y] = '0'; stack.push_back(cur + c); }
                    if (y > 0 && grid[x][y - 1] == '1') { grid[x][y - 1] = '0'; stack.push_back(cur - 1); }
                    if (y + 1 < c && grid[x][y + 1] == '1') { grid[x][y + 1] = '0'; stack.push_back(cur + 1); }
                }
            }
        }
        return islands;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int r = 0, c = 0;
    cin >> r >> c;
    vector<string> grid(r);
    for (int i = 0; i < r; i++) cin >> grid[i];

    Solution solution;
    cout << solution.numIslands(grid) << '\n';
    return 0;
}
