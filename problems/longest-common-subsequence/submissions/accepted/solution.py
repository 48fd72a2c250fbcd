import sys


# @learner
class Solution:
    # Returns the length of the longest sequence of letters that is a subsequence of both texts.
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        # @solution
        if len(text2) > len(text1):
            text1, text2 = text2, text1  # keep the rows as short as possible
        # prev[j] = LCS of the first i - 1 letters of text1 and the first j letters of text2.
        prev = [0] * (len(text2) + 1)
        for ca in text1:
            cur = [0]
            left = 0  # cur[j - 1]
            for cb, diag, up in zip(text2, prev, prev[1:]):  # prev[j - 1], prev[j]
                if ca == cb:
                    left = diag + 1  # both letters end the common subsequence
                elif up > left:
                    left = up  # drop the letter of text1
                # else: keep left, i.e. drop the letter of text2
                cur.append(left)
            prev = cur
        return prev[-1]
        # @end-solution
# @end-learner


def main() -> None:
    words = sys.stdin.read().split()

    sys.stdout.write(f"{Solution().longestCommonSubsequence(words[0], words[1])}\n")


if __name__ == "__main__":
    main()
