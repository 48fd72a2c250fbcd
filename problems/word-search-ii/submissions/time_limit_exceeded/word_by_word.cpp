#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Returns the words that can be traced on board through side-adjacent cells, each cell used at most once per word, in any order.
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        // @solution
        // Too slow: a separate backtracking search for every word repeats the same walks over and over.
        vector<string> found;
        for (const string& w : words) {
            bool ok = false;
            for (int i = 0; i < (int)board.size() && !ok; i++)
                for (int j = 0; j < (int)board[0].size() && !ok; j++) ok = dfs(board, w, i, j, 0);
            if (ok) found.push_back(w);
        }
        return found;
    }

private:
    bool dfs(vector<vector<char>>& board, const string& w, int i, int j, int k) {
        if (k == (int)w.size()) return true;
        if (i < 0 || j < 0 || i >= (int)board.size() || j >= (int)board[0].size() || board[i][j] != w[k]) return false;
        char saved = board[i][j];
        board[i][j] = '#';
        bool ok = dfs(board, w, i + 1, j, k + 1) || dfs(board, w, i - 1, j, k + 1) || dfs(board, w, i, j + 1, k + 1) || dfs(board, w, i, j - 1, k + 1);
        board[i][j] = saved;
        return ok;
        // @end-solution
    }
};

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
    int k = 0;
    cin >> k;
    vector<string> words(k);
    for (string& w : words) cin >> w;

    Solution solution;
    vector<string> result = solution.findWords(board, words);

    // Any order is accepted: print the words sorted, separated by spaces.
    sort(result.begin(), result.end());
    string out;
    for (size_t i = 0; i < result.size(); i++) {
        if (i > 0) out += ' ';
        out += result[i];
    }
    cout << out << '\n';
    return 0;
}
