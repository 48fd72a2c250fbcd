import sys


# @learner
class Solution:
    # Returns whether some substring of s2 is a rearrangement (permutation) of s1.
    def checkInclusion(self, s1: str, s2: str) -> bool:
        # @solution
        n = len(s1)
        if n > len(s2):
            return False
        # need[c] = count of c in s1 minus count of c in the current window of s2; bad counts the letters that disagree.
        need = [0] * 26
        for c in s1:
            need[ord(c) - 97] += 1
        for c in s2[:n]:
            need[ord(c) - 97] -= 1
        bad = sum(1 for d in need if d != 0)
        if bad == 0:
            return True
        for i in range(n, len(s2)):
            # Slide the window one step: s2[i] comes in, s2[i - n] goes out.
            for c, step in ((ord(s2[i]) - 97, -1), (ord(s2[i - n]) - 97, 1)):
                if need[c] == 0:
                    bad += 1
                need[c] += step
                if need[c] == 0:
                    bad -= 1
            if bad == 0:
                return True
        return False
        # @end-solution
# @end-learner


def main() -> None:
    s1, s2 = sys.stdin.read().split()

    sys.stdout.write("true\n" if Solution().checkInclusion(s1, s2) else "false\n")


if __name__ == "__main__":
    main()
