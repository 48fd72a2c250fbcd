import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Returns the sentence with every word replaced by the shortest root of dictionary that starts it (words without a root stay).
    public String replaceWords(List<String> dictionary, String sentence) {
        // @solution
        // A trie of the roots; isRoot marks the node where a root ends.
        Node trie = new Node();
        for (String root : dictionary) {
            Node v = trie;
            for (char ch : root.toCharArray()) {
                if (v.next[ch - 'a'] == null) v.next[ch - 'a'] = new Node();
                v = v.next[ch - 'a'];
            }
            v.isRoot = true;
        }
        StringBuilder result = new StringBuilder();
        for (String word : sentence.split(" ")) {
            // Walk down the trie along the word; the first root end reached is the shortest root.
            Node v = trie;
            int len = 0;
            while (len < word.length() && !v.isRoot && v.next[word.charAt(len) - 'a'] != null) v = v.next[word.charAt(len++) - 'a'];
            if (result.length() > 0) result.append(' ');
            result.append(v.isRoot ? word.substring(0, len) : word);
        }
        return result.toString();
    }

    private static class Node {
        Node[] next = new Node[26];
        boolean isRoot;
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
        List<String> dictionary = new ArrayList<>();
        for (int i = 0; i < n; i++) dictionary.add(st.nextToken());
        // The rest of the input is the sentence: its words, joined by single spaces.
        StringJoiner sentence = new StringJoiner(" ");
        while (st.hasMoreTokens()) sentence.add(st.nextToken());

        System.out.println(new Solution().replaceWords(dictionary, sentence.toString()));
    }
}
