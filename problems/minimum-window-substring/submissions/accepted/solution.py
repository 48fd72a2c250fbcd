import sys


# @learner
class Solution:
    # Returns the shortest substring of s that contains every letter of t (with its count in t);
    # the leftmost one if several are shortest, "" if there is none.
    def minWindow(self, s: str, t: str) -> str:
        # @solution
        # need[c] = how many more copies of c the window needs (negative: spare copies)
        need = {}
        for c in t:
            need[c] = need.get(c, 0) + 1
        missing = len(t)  # letters of t not yet covered by the window
        best_start, best_len = 0, len(s) + 1
        left = 0
        for right, c in enumerate(s):
            k = need.get(c, 0)
            if k > 0:
                missing -= 1
            need[c] = k - 1
            if missing == 0:
                # shrink from the left while the window still covers t
                while need[s[left]] < 0:
                    need[s[left]] += 1
                    left += 1
                if right - left + 1 < best_len:  # strictly shorter: the first one found stays (leftmost)
                    best_start, best_len = left, right - left + 1
                # give up s[left]: the window no longer covers t
                need[s[left]] += 1
                missing += 1
                left += 1
        return "" if best_len > len(s) else s[best_start:best_start + best_len]
        # @end-solution
# @end-learner


def main() -> None:
    words = sys.stdin.buffer.read().decode().split()
    s = words[0] if words else ""
    t = words[1] if len(words) > 1 else ""

    sys.stdout.write(Solution().minWindow(s, t) + "\n")


if __name__ == "__main__":
    main()
