import sys


# @learner
class Solution:
    # Returns the fewest insertions, deletions and replacements that turn word1 into word2.
    def minDistance(self, word1: str, word2: str) -> int:
        # @solution
        if len(word2) > len(word1):
            word1, word2 = word2, word1  # distance is symmetric; keep the rows short
        # prev[j] = distance between the first i - 1 letters of word1 and the first j letters of word2.
        prev = list(range(len(word2) + 1))  # build word2's prefix by inserting
        for i, ca in enumerate(word1, 1):
            cur = [i]  # delete all of word1's prefix
            left = i  # cur[j - 1]
            for cb, diag, up in zip(word2, prev, prev[1:]):  # prev[j - 1], prev[j]
                if ca == cb:
                    left = diag  # letters match: free
                else:
                    # replace, delete word1[i - 1] or insert word2[j - 1]
                    if up < diag:
                        diag = up
                    if left < diag:
                        diag = left
                    left = diag + 1
                cur.append(left)
            prev = cur
        return prev[-1]
        # @end-solution
# @end-learner


def main() -> None:
    words = sys.stdin.buffer.read().decode().split()

    sys.stdout.write(f"{Solution().minDistance(words[0], words[1])}\n")


if __name__ == "__main__":
    main()
