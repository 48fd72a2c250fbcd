import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Splits words into groups of anagrams (groups and words inside them in any order).
    public List<List<String>> groupAnagrams(String[] words) {
        // @solution
        // Anagrams have the same letters in sorted order: use that as the group's key.
        Map<String, List<String>> groups = new HashMap<>();
        for (String w : words) {
            char[] letters = w.toCharArray();
            Arrays.sort(letters);
            groups.computeIfAbsent(new String(letters), key -> new ArrayList<>()).add(w);
        }
        return new ArrayList<>(groups.values());
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        for (String line = in.readLine(); line != null; line = in.readLine()) all.append(line).append(' ');
        StringTokenizer tokens = new StringTokenizer(all.toString());
        int n = Integer.parseInt(tokens.nextToken());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = tokens.nextToken();

        List<List<String>> groups = new ArrayList<>();
        for (List<String> g : new Solution().groupAnagrams(words)) {
            List<String> sorted = new ArrayList<>(g);
            Collections.sort(sorted); // any order is accepted: sort the words of each group ...
            groups.add(sorted);
        }
        groups.sort((a, b) -> a.get(0).compareTo(b.get(0))); // ... then the groups by their first word

        StringBuilder out = new StringBuilder().append(groups.size()).append('\n');
        for (List<String> g : groups) out.append(String.join(" ", g)).append('\n');
        System.out.print(out);
    }
}
