import sys


# @learner
class Solution:
    # Returns whether t uses exactly the same letters as s, each the same number of times.
    def isAnagram(self, s: str, t: str) -> bool:
        # @solution
        if len(s) != len(t):
            return False
        count: dict[str, int] = {}
        for c in s:
            count[c] = count.get(c, 0) + 1  # letters s has
        for c in t:
            left = count.get(c, 0) - 1
            if left < 0:
                return False  # t uses a letter more often than s
            count[c] = left
        return True  # same length and never more often: the counts are equal
        # @end-solution
# @end-learner


def main() -> None:
    s, t = sys.stdin.read().split()[:2]

    result = Solution().isAnagram(s, t)
    sys.stdout.write("true\n" if result else "false\n")


if __name__ == "__main__":
    main()
