import java.io.*;
import java.util.*;

// @learner
class Solution {
    // Every word has the same length; one step changes exactly one letter and must land on a word of wordList.
    public int ladderLength(String beginWord, String endWord, List<String> wordList) {
        // @solution
        // Breadth-first search. Words that differ in one letter share a pattern with that letter
        // replaced by '*' ("h*t" for "hot" and "hit"); each pattern's bucket is used once, then emptied.
        int len = beginWord.length();
        Map<String, List<Integer>> buckets = new HashMap<>();
        int endIndex = -1;
        for (int i = 0; i < wordList.size(); i++) {
            if (wordList.get(i).equals(endWord)) endIndex = i;
            char[] w = wordList.get(i).toCharArray();
            for (int p = 0; p < len; p++) {
                char keep = w[p];
                w[p] = '*';
                buckets.computeIfAbsent(new String(w), k -> new ArrayList<>()).add(i);
                w[p] = keep;
            }
        }
        if (endIndex == -1) return 0;
        int[] dist = new int[wordList.size()]; // words in the sequence up to this word; 0 = not reached
        ArrayDeque<String> queue = new ArrayDeque<>();
        ArrayDeque<Integer> steps = new ArrayDeque<>();
        queue.add(beginWord);
        steps.add(1);
        while (!queue.isEmpty()) {
            char[] w = queue.poll().toCharArray();
            int d = steps.poll();
            for (int p = 0; p < len; p++) {
                char keep = w[p];
                w[p] = '*';
                List<Integer> bucket = buckets.remove(new String(w)); // every word in it is reached now
                if (bucket != null) {
                    for (int j : bucket) {
                        if (dist[j] != 0) continue;
                        if (j == endIndex) return d + 1;
                        dist[j] = d + 1;
                        queue.add(wordList.get(j));
                        steps.add(d + 1);
                    }
                }
                w[p] = keep;
            }
        }
        return 0;
        // @end-solution
    }
}
// @end-learner

public class Main {
    public static void main(String[] args) throws IOException {
        String[] tokens = new String(System.in.readAllBytes()).trim().split("\\s+");
        String beginWord = tokens[0];
        String endWord = tokens[1];
        int m = Integer.parseInt(tokens[2]);
        List<String> wordList = new ArrayList<>(Arrays.asList(tokens).subList(3, 3 + m));

        System.out.println(new Solution().ladderLength(beginWord, endWord, wordList));
    }
}
