import sys


# @learner
class Solution:
    # Returns whether s3 can be formed by interleaving s1 and s2, each kept in order.
    def isInterleave(self, s1: str, s2: str, s3: str) -> bool:
        # @solution
        n, m = len(s1), len(s2)
        if n + m != len(s3):
            return False
        # ok[j] (while on row i) = whether the first i letters of s1 and the first j letters of s2
        # interleave into the first i + j letters of s3.
        ok = [True] * (m + 1)
        for j in range(1, m + 1):
            ok[j] = ok[j - 1] and s2[j - 1] == s3[j - 1]
        for i in range(1, n + 1):
            a = s1[i - 1]
            ok[0] = ok[0] and a == s3[i - 1]
            for j in range(1, m + 1):
                c = s3[i + j - 1]
                # last letter from s1 or from s2
                ok[j] = (ok[j] and a == c) or (ok[j - 1] and s2[j - 1] == c)
        return ok[m]
        # @end-solution
# @end-learner


def main() -> None:
    lines = [line.strip() for line in sys.stdin.read().split("\n")]
    lines += [""] * (3 - len(lines))

    result = Solution().isInterleave(lines[0], lines[1], lines[2])
    sys.stdout.write("true\n" if result else "false\n")


if __name__ == "__main__":
    main()
