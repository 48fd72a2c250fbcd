import sys
from collections import defaultdict
from typing import List


# @learner
class Solution:
    # Every word has the same length; one step changes exactly one letter and must land on a word of wordList.
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        # @solution
        # Breadth-first search. Words that differ in one letter share a pattern with that letter
        # replaced by '*' ("h*t" for "hot" and "hit"); each pattern's bucket is used once, then emptied.
        if endWord not in wordList:
            return 0
        n = len(beginWord)
        buckets = defaultdict(list)
        for w in wordList:
            for p in range(n):
                buckets[w[:p] + "*" + w[p + 1:]].append(w)
        seen = {beginWord}
        level, frontier = 1, [beginWord]
        while frontier:
            level += 1
            nxt = []
            for w in frontier:
                for p in range(n):
                    for v in buckets.pop(w[:p] + "*" + w[p + 1:], ()):  # every word in it is reached now
                        if v == endWord:
                            return level
                        if v not in seen:
                            seen.add(v)
                            nxt.append(v)
            frontier = nxt
        return 0
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.read().split()
    begin_word, end_word, m = tokens[0], tokens[1], int(tokens[2])
    word_list = tokens[3:3 + m]

    sys.stdout.write(f"{Solution().ladderLength(begin_word, end_word, word_list)}\n")


if __name__ == "__main__":
    main()
