import sys


class Solution:
    # Returns whether some substring of s2 is a rearrangement (permutation) of s1.
    def checkInclusion(self, s1: str, s2: str) -> bool:
        # @solution
        # Wrong: compares the counts before taking the next letter in, so the last window of s2 is never checked.
        n = len(s1)
        want = [0] * 26
        for c in s1:
            want[ord(c) - 97] += 1
        have = [0] * 26
        for i in range(len(s2)):
            if i >= n and have == want:
                return True
            have[ord(s2[i]) - 97] += 1
            if i >= n:
                have[ord(s2[i - n]) - 97] -= 1
        return False
        # @end-solution


def main() -> None:
    s1, s2 = sys.stdin.read().split()

    sys.stdout.write("true\n" if Solution().checkInclusion(s1, s2) else "false\n")


if __name__ == "__main__":
    main()
