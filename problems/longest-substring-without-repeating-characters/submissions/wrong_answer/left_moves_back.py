import sys


class Solution:
    # Returns the length of the longest block of consecutive characters of s with no character twice.
    def lengthOfLongestSubstring(self, s: str) -> int:
        # @solution
        # Wrong: jumps the window's start to after the earlier copy even when that copy is already
        # outside the window, so the start can move backwards ("abba" gives 3).
        last = {}
        best = 0
        left = 0
        for right, c in enumerate(s):
            if c in last:
                left = last[c] + 1
            last[c] = right
            best = max(best, right - left + 1)
        return best
        # @end-solution


def main() -> None:
    # The whole first line, spaces included (empty when the string is empty).
    s = sys.stdin.buffer.readline().decode()
    if s.endswith("\n"):
        s = s[:-1]
    if s.endswith("\r"):
        s = s[:-1]

    sys.stdout.write(f"{Solution().lengthOfLongestSubstring(s)}\n")


if __name__ == "__main__":
    main()
