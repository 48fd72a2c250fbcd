import sys


# @learner
class Solution:
    # Returns the number of ways to decode the digit string s (1 -> A, ..., 26 -> Z).
    def numDecodings(self, s: str) -> int:
        # @solution
        # prev2, prev1 = decodings of the prefixes of length i - 2 and i - 1.
        prev2, prev1 = 0, 1  # the empty prefix has one decoding
        for i, c in enumerate(s):
            cur = 0
            if c != "0":
                cur += prev1  # s[i] alone is a letter
            if i > 0 and (s[i - 1] == "1" or (s[i - 1] == "2" and c <= "6")):
                cur += prev2  # s[i-1..i] is a letter from 10 to 26
            prev2, prev1 = prev1, cur
        return prev1
        # @end-solution
# @end-learner


def main() -> None:
    s = sys.stdin.read().strip()

    sys.stdout.write(f"{Solution().numDecodings(s)}\n")


if __name__ == "__main__":
    main()
