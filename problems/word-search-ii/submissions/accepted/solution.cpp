#include <bits/stdc++.h>
using namespace std;

// @learner
class Solution {
public:
    // Returns the words that can be traced on board through side-adjacent cells, each cell used at most once per word, in any order.
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        // @solution
        // A trie of all words: next[v][c] is the child of node v for letter c, wordAt[v] the word ending at v (or -1).
        vector<array<int, 26>> next(1);
        next[0].fill(-1);
        vector<int> wordAt(1, -1), kids(1, 0);
        for (int w = 0; w < (int)words.size(); w++) {
            int v = 0;
            for (char ch : words[w]) {
                int c = ch - 'a';
                if (next[v][c] < 0) {
                    next[v][c] = next.size();
                    next.emplace_back();
                    next.back().fill(-1);
                    wordAt.push_back(-1);
                    kids.push_back(0);
                    kids[v]++;
                }
                v = next[v][c];
            }
            wordAt[v] = w;
        }
        int rows = board.size(), cols = board[0].size();
        vector<string> found;
        // Walks from cell (i, j) while the letters read so far are a prefix in the trie (v is the node before this cell).
        function<void(int, int, int)> dfs = [&](int i, int j, int v) {
            if (i < 0 || j < 0 || i >= rows || j >= cols || board[i][j] == '#') return;
            char ch = board[i][j];
            int u = next[v][ch - 'a'];
            if (u < 0) return;
            if (wordAt[u] >= 0) {
                found.push_back(words[wordAt[u]]);
                wordAt[u] = -1; // report each word once
            }
            board[i][j] = '#'; // used on the current path
            dfs(i + 1, j, u);
            dfs(i - 1, j, u);
            dfs(i, j + 1, u);
            dfs(i, j - 1, u);
            board[i][j] = ch;
            // Prune a branch with nothing left to find.
            if (wordAt[u] < 0 && kids[u] == 0) {
                next[v][ch - 'a'] = -1;
                kids[v]--;
            }
        };
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < cols; j++) dfs(i, j, 0);
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
