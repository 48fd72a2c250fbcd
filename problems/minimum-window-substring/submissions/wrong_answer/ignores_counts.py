import sys


class Solution:
    # Returns the shortest substring of s that contains every letter of t (with its count in t);
    # the leftmost one if several are shortest, "" if there is none.
    def minWindow(self, s: str, t: str) -> str:
        # @solution
        # Wrong: only asks for each distinct letter of t once, so t = "aab" is covered by "ab".
        wanted = set(t)
        have = {}
        covered = 0
        best_start, best_len = 0, len(s) + 1
        left = 0
        for right, c in enumerate(s):
            have[c] = have.get(c, 0) + 1
            if c in wanted and have[c] == 1:
                covered += 1
            while covered == len(wanted):
                if right - left + 1 < best_len:
                    best_start, best_len = left, right - left + 1
                d = s[left]
                have[d] -= 1
                if d in wanted and have[d] == 0:
                    covered -= 1
                left += 1
        return "" if best_len > len(s) else s[best_start:best_start + best_len]
        # @end-solution


def main() -> None:
    words = sys.stdin.buffer.read().decode().split()
    s = words[0] if words else ""
    t = words[1] if len(words) > 1 else ""

    sys.stdout.write(Solution().minWindow(s, t) + "\n")


if __name__ == "__main__":
    main()
