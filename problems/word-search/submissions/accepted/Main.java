import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns whether word can be traced on board through side-adjacent cells, each cell used at most once.
    public boolean exist(char[][] board, String word) {
        // @solution
        int rows = board.length, cols = board[0].length;
        if (word.length() > rows * cols) return false;
        // Pruning 1: the board must hold every letter of the word often enough.
        int[] have = new int[128], need = new int[128];
        for (char[] row : board) for (char ch : row) have[ch]++;
        for (char ch : word.toCharArray()) need[ch]++;
        for (int ch = 0; ch < 128; ch++) if (have[ch] < need[ch]) return false;
        // Pruning 2: start from the rarer end; a path read backwards is still a path.
        char[] w = word.toCharArray();
        if (have[w[0]] > have[w[w.length - 1]]) w = new StringBuilder(word).reverse().toString().toCharArray();
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < cols; j++)
                if (dfs(board, w, i, j, 0)) return true;
        return false;
    }

    private boolean dfs(char[][] board, char[] w, int i, int j, int k) {
        if (k == w.length) return true;
        if (i < 0 || j < 0 || i >= board.length || j >= board[0].length || board[i][j] != w[k]) return false;
        char saved = board[i][j];
        board[i][j] = '#'; // mark as used on the current path
        boolean found = dfs(board, w, i + 1, j, k + 1) || dfs(board, w, i - 1, j, k + 1)
                || dfs(board, w, i, j + 1, k + 1) || dfs(board, w, i, j - 1, k + 1);
        board[i][j] = saved;
        return found;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        for (String line = br.readLine(); line != null; line = br.readLine()) all.append(line).append('\n');
        StringTokenizer st = new StringTokenizer(all.toString());
        int rows = Integer.parseInt(st.nextToken());
        st.nextToken(); // the number of columns: each row's length gives it
        char[][] board = new char[rows][];
        for (int i = 0; i < rows; i++) board[i] = st.nextToken().toCharArray();
        String word = st.nextToken();

        System.out.println(new Solution().exist(board, word) ? "true" : "false");
    }
}
