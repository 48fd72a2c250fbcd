import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns, for each prefix of searchWord, the (at most three) alphabetically smallest products that start with it.
    public List<List<String>> suggestedProducts(String[] products, String searchWord) {
        // @solution
        Arrays.sort(products);
        // The products starting with the prefix typed so far form one block [lo, hi] of the sorted list.
        int lo = 0, hi = products.length - 1;
        List<List<String>> result = new ArrayList<>();
        for (int i = 0; i < searchWord.length(); i++) {
            char c = searchWord.charAt(i);
            // Shrink the block from both ends to the products whose letter i is c.
            while (lo <= hi && (products[lo].length() <= i || products[lo].charAt(i) != c)) lo++;
            while (lo <= hi && (products[hi].length() <= i || products[hi].charAt(i) != c)) hi--;
            List<String> row = new ArrayList<>();
            for (int j = lo; j <= hi && j < lo + 3; j++) row.add(products[j]);
            result.add(row);
        }
        return result;
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
        int n = Integer.parseInt(st.nextToken());
        String[] products = new String[n];
        for (int i = 0; i < n; i++) products[i] = st.nextToken();
        String searchWord = st.nextToken();

        List<List<String>> result = new Solution().suggestedProducts(products, searchWord);

        // One line per typed letter: the suggestions separated by spaces (an empty line for none).
        StringBuilder out = new StringBuilder();
        for (List<String> row : result) out.append(String.join(" ", row)).append('\n');
        PrintWriter pw = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        pw.print(out);
        pw.flush();
    }
}
