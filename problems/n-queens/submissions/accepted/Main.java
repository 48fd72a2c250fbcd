import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns every placement of n non-attacking queens, each board as n strings of '.' and 'Q'.
    public List<List<String>> solveNQueens(int n) {
        // @solution
        List<List<String>> result = new ArrayList<>();
        char[][] board = new char[n][n];
        for (char[] row : board) Arrays.fill(row, '.');
        place(0, n, board, new boolean[n], new boolean[2 * n - 1], new boolean[2 * n - 1], result);
        return result;
    }

    // diag[r + c] marks a "/" diagonal, anti[r - c + n - 1] a "\" diagonal.
    private void place(int r, int n, char[][] board, boolean[] cols, boolean[] diag, boolean[] anti, List<List<String>> result) {
        if (r == n) {
            List<String> rows = new ArrayList<>();
            for (char[] row : board) rows.add(new String(row));
            result.add(rows);
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
}
// @end-learner

public class Main {
    // @driver array-io
    private static StreamTokenizer in;

    // Reads the next integer of standard input (0 after its end).
    private static int nextInt() throws IOException {
        if (in.nextToken() == StreamTokenizer.TT_EOF) return 0;
        return (int) in.nval;
    }

    // Reads n integers.
    private static int[] readInts(int n) throws IOException {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = nextInt();
        return values;
    }

    // Reads a length followed by that many integers.
    private static int[] readIntArray() throws IOException {
        return readInts(nextInt());
    }

    // Prints the values separated by single spaces, then a newline (empty line for an empty array).
    private static void printArray(int[] values, PrintWriter out) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(values[i]);
        }
        sb.append('\n');
        out.print(sb);
    }

    // Prints the values separated by single spaces, then a newline (empty line for an empty array).
    private static void printArray(long[] values, PrintWriter out) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(values[i]);
        }
        sb.append('\n');
        out.print(sb);
    }
    // @end-driver

    // Lexicographic order of two boards, row by row.
    private static int compareBoards(List<String> a, List<String> b) {
        for (int i = 0; i < a.size() && i < b.size(); i++) {
            int c = a.get(i).compareTo(b.get(i));
            if (c != 0) return c;
        }
        return Integer.compare(a.size(), b.size());
    }

    public static void main(String[] args) throws IOException {
        in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        int n = nextInt();

        List<List<String>> boards = new Solution().solveNQueens(n);

        // Any order is accepted: the boards are printed sorted, each followed by an empty line.
        List<List<String>> sorted = new ArrayList<>();
        if (boards != null) for (List<String> b : boards) sorted.add(new ArrayList<>(b));
        sorted.sort(Main::compareBoards);
        StringBuilder sb = new StringBuilder();
        sb.append(sorted.size()).append('\n');
        for (List<String> board : sorted) {
            for (String row : board) sb.append(row).append('\n');
            sb.append('\n');
        }
        out.print(sb);
        out.flush();
    }
}
