import java.io.*;
import java.util.*;

// @learner
class Solution {
    // grid[i][j] is '1' for land and '0' for water.
    public int numIslands(char[][] grid) {
        // @solution
        int r = grid.length, c = grid[0].length;
        int islands = 0;
        int[] stack = new int[r * c];
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                if (grid[i][j] != '1') continue;
                // A new island: sink every land cell reachable from (i, j).
                islands++;
                grid[i][j] = '0';
                int top = 0;
                stack[top++] = i * c + j;
                while (top > 0) {
                    int cur = stack[--top];
                    int x = cur / c, y = cur % c;
                    if (x > 0 && grid[x - 1][y] == '1') { grid[x - 1][y] = '0'; stack[top++] = cur - c; }
                    if (x + 1 < r && grid[x + 1][y] == '1') { grid[x + 1][y] = '0'; stack[top++] = cur + c; }
                    if (y > 0 && grid[x][y - 1] == '1') { grid[x][y - 1] = '0'; stack[top++] = cur - 1; }
                    if (y + 1 < c && grid[x][y + 1] == '1') { grid[x][y + 1] = '0'; stack[top++] = cur + 1; }
                }
            }
        }
        return islands;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        StringTokenizer st = new StringTokenizer(br.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) {
            String line = br.readLine();
            while (line.trim().isEmpty()) line = br.readLine(); // skip blank lines, if any
            grid[i] = line.trim().toCharArray();
        }

        Solution solution = new Solution();
        out.println(solution.numIslands(grid));
        out.flush();
    }
}
