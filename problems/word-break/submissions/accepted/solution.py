import sys
from typing import List


# @learner
class Solution:
    # Returns whether s can be split into words of wordDict (each word usable any number of times).
    def wordBreak(self, s: str, wordDict: List[str]) -> bool:
        # @solution
        words = set(wordDict)
        longest = max(len(w) for w in wordDict)
        n = len(s)
        # ok[i] = whether the first i letters of s can be split into words.
        ok = [False] * (n + 1)
        ok[0] = True  # the empty prefix
        for i in range(1, n + 1):
            # The last word is s[j:i]; it is at most `longest` letters long.
            for j in range(i - 1, max(-1, i - longest - 1), -1):
                if ok[j] and s[j:i] in words:
                    ok[i] = True
                    break
        return ok[n]
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.read().split()
    s, k = tokens[0], int(tokens[1])
    word_dict = tokens[2:2 + k]

    result = Solution().wordBreak(s, word_dict)
    sys.stdout.write("true\n" if result else "false\n")


if __name__ == "__main__":
    main()
