import sys


# @learner
class Solution:
    # Returns the number of ways to pick t as a subsequence of s, modulo 1000000007.
    def numDistinct(self, s: str, t: str) -> int:
        # @solution
        mod = 1_000_000_007
        m = len(t)
        # positions[ch] = the indexes j (1-based, right to left) with t[j - 1] == ch
        positions: dict[str, list[int]] = {}
        for j in range(m, 0, -1):
            positions.setdefault(t[j - 1], []).append(j)
        # ways[j] = ways to form the first j letters of t from the part of s read so far.
        ways = [1] + [0] * m  # the empty prefix: pick nothing
        for ch in s:
            # Right to left, so ways[j - 1] still counts the letters before this one.
            for j in positions.get(ch, ()):
                ways[j] = (ways[j] + ways[j - 1]) % mod
        return ways[m]
        # @end-solution
# @end-learner


def main() -> None:
    s, t = sys.stdin.read().split()[:2]

    sys.stdout.write(f"{Solution().numDistinct(s, t)}\n")


if __name__ == "__main__":
    main()
