import sys


# @learner
class Solution:
    # Returns the length of the longest substring that can be made of one repeated letter by changing at most k letters.
    def characterReplacement(self, s: str, k: int) -> int:
        # @solution
        count = [0] * 26
        best = max_count = left = 0
        for right, ch in enumerate(s):
            c = ord(ch) - 65
            count[c] += 1
            if count[c] > max_count:
                max_count = count[c]
            # The window needs (length - most frequent count) changes; if that is more than k, slide it by one.
            # max_count may be stale (too large) then, but only a larger max_count can make a longer window valid.
            if right - left + 1 - max_count > k:
                count[ord(s[left]) - 65] -= 1
                left += 1
            else:
                best = right - left + 1
        return best
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.read().split()
    s = tokens[0]
    k = int(tokens[1])

    sys.stdout.write(f"{Solution().characterReplacement(s, k)}\n")


if __name__ == "__main__":
    main()
