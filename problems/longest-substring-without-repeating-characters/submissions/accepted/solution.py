import sys


# @learner
class Solution:
    # Returns the length of the longest block of consecutive characters of s with no character twice.
    def lengthOfLongestSubstring(self, s: str) -> int:
        # @solution
        last = {}  # character -> 1 + the last position where it was seen
        best = 0
        left = 0  # the window is s[left..right]
        for right, c in enumerate(s):
            # a repeat inside the window: start after its earlier copy (never move left backwards)
            seen = last.get(c, 0)
            if seen > left:
                left = seen
            last[c] = right + 1
            if right - left + 1 > best:
                best = right - left + 1
        return best
        # @end-solution
# @end-learner


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
