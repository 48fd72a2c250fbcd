#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns every placement of n non-attacking queens, each board as n strings of '.' and 'Q'.
    vector<vector<string>> solveNQueens(int n) {
        // @solution
        vector<vector<string>> result;
        vector<string> board(n, string(n, '.'));
        vector<bool> cols(n), diag(2 * n - 1), anti(2 * n - 1);
        place(0, n, board, cols, diag, anti, result);
        return result;
    }

private:
    // diag[r + c] marks a "/" diagonal, anti[r - c + n - 1] a "\" diagonal.
    void place(int r, int n, vector<string>& board, vector<bool>& cols, vector<bool>& diag, vector<bool>& anti,
               vector<vector<string>>& result) {
        if (r == n) {
            result.push_back(board);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (cols[c] || diag[r + c] || anti[r - c + n - 1]) continue; // attacked by a queen in an earlier row
            cols[c] = diag[r + c] = anti[r - c + n - 1] = true;
            board[r][c] = 'Q';
            place(r + 1, n, board, cols, diag, anti, result);
            board[r][c] = '.';
            cols[c] = diag[r + c] = anti[r - c + n - 1] = false;
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

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int n = 0;
    cin >> n;

    Solution solution;
    vector<vector<string>> boards = solution.solveNQueens(n);

    // Any order is accepted: the boards are printed sorted, each followed by an empty line.
    sort(boards.begin(), boards.end());
    string out = to_string(boards.size()) + '\n';
    for (const auto& board : boards) {
        for (const auto& row : board) out += row + '\n';
        out += '\n';
    }
    cout << out;
    return 0;
}
