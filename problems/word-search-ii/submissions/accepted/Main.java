import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the words that can be traced on board through side-adjacent cells, each cell used at most once per word, in any order.
    public List<String> findWords(char[][] board, String[] words) {
        // @solution
        // A trie of all words; a node keeps the word that ends there (null once reported).
        Node root = new Node();
        for (String w : words) {
            Node v = root;
            for (char ch : w.toCharArray()) {
                int c = ch - 'a';
                if (v.next[c] == null) {
                    v.next[c] = new Node();
                    v.kids++;
                }
                v = v.next[c];
            }
            v.word = w;
        }
        List<String> found = new ArrayList<>();
        for (int i = 0; i < board.length; i++)
            for (int j = 0; j < board[0].length; j++) dfs(board, i, j, root, found);
        return found;
    }

    private static class Node {
        Node[] next = new Node[26];
        String word;
        int kids;
    }

    // Walks from cell (i, j) while the letters read so far are a prefix in the trie (v is the node before this cell).
    private void dfs(char[][] board, int i, int j, Node v, List<String> found) {
        if (i < 0 || j < 0 || i >= board.length || j >= board[0].length || board[i][j] == '#') return;
        char ch = board[i][j];
        Node u = v.next[ch - 'a'];
        if (u == null) return;
        if (u.word != null) {
            found.add(u.word);
            u.word = null; // report each word once
        }
        board[i][j] = '#'; // used on the current path
        dfs(board, i + 1, j, u, found);
        dfs(board, i - 1, j, u, found);
        dfs(board, i, j + 1, u, found);
        dfs(board, i, j - 1, u, found);
        board[i][j] = ch;
        // Prune a branch with nothing left to find.
        if (u.word == null && u.kids == 0) {
            v.next[ch - 'a'] = null;
            v.kids--;
        }
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
        int k = Integer.parseInt(st.nextToken());
        String[] words = new String[k];
        for (int i = 0; i < k; i++) words[i] = st.nextToken();

        List<String> result = new ArrayList<>(new Solution().findWords(board, words));

        // Any order is accepted: print the words sorted, separated by spaces.
        Collections.sort(result);
        System.out.println(String.join(" ", result));
    }
}
