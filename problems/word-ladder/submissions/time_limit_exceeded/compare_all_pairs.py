import sys
from typing import List


class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        # @solution
        # Brute force: compare every pair of words letter by letter to build the graph, then run a
        # breadth-first search. The comparisons alone cost O(m^2 * L).
        words = [beginWord] + [w for w in wordList if w != beginWord]
        if endWord not in words:
            return 0
        m = len(words)
        adj: List[List[int]] = [[] for _ in range(m)]
        for i in range(m):
            for j in range(i + 1, m):
                diff = 0
                for a, b in zip(words[i], words[j]):
                    if a != b:
                        diff += 1
                        if diff > 1:
                            break
                if diff == 1:
                    adj[i].append(j)
                    adj[j].append(i)
        dist = [0] * m
        dist[0] = 1
        queue = [0]
        for cur in queue:
            if words[cur] == endWord:
                return dist[cur]
            for nxt in adj[cur]:
                if not dist[nxt]:
                    dist[nxt] = dist[cur] + 1
                    queue.append(nxt)
        return 0
        # @end-solution


def main() -> None:
    tokens = sys.stdin.read().split()
    begin_word, end_word, m = tokens[0], tokens[1], int(tokens[2])
    word_list = tokens[3:3 + m]

    sys.stdout.write(f"{Solution().ladderLength(begin_word, end_word, word_list)}\n")


if __name__ == "__main__":
    main()
