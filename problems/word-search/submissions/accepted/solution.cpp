#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns whether word can be traced on board through side-adjacent cells, each cell used at most once.
    bool exist(vector<vector<char>>& board, string word) {
        // @solution
        int rows = board.size(), cols = board[0].size();
        if ((int)word.size() > rows * cols) return false;
        // Pruning 1: the board must hold every letter of the word often enough.
        array<int, 256> have{}, need{};
        for (const auto& row : board) for (char ch : row) have[(unsigned char)ch]++;
        for (char ch : word) need[(unsigned char)ch]++;
        for (int ch = 0; ch < 256; ch++) if (have[ch] < need[ch]) return false;
        // Pruning 2: start from the rarer end; a path read backwards is still a path.
        if (have[(unsigned char)word.front()] > have[(unsigned char)word.back()]) reverse(word.begin(), word.end());
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < cols; j++)
                if (dfs(board, word, i, j, 0)) return true;
        return false;
    }

private:
    bool dfs(vector<vector<char>>& board, const string& word, int i, int j, int k) {
        if (k == (int)word.size()) return true;
        if (i < 0 || j < 0 || i >= (int)board.size() || j >= (int)board[0].size() || board[i][j] != word[k]) return false;
        char saved = board[i][j];
        board[i][j] = '#'; // mark as used on the current path
        bool found = dfs(board, word, i + 1, j, k + 1) || dfs(board, word, i - 1, j, k + 1) ||
                     dfs(board, word, i, j + 1, k + 1) || dfs(board, word, i, j - 1, k + 1);
        board[i][j] = saved;
        return found;
        // @end-solution
    }
};
// @end-learner

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int rows = 0, cols = 0;
    cin >> rows >> cols;
    vector<vector<char>> board(rows);
    for (int i = 0; i < rows; i++) {
        string line;
        cin >> line;
        board[i].assign(line.begin(), line.end());
    }
    string word;
    cin >> word;

    Solution solution;
    cout << (solution.exist(board, word) ? "true" : "false") << '\n';
    return 0;
}
