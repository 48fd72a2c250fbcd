import sys


# @learner
class Solution:
    # Returns True when s, lowercased and with only its letters and digits kept, reads the same both ways.
    def isPalindrome(self, s: str) -> bool:
        # @solution
        i, j = 0, len(s) - 1
        while i < j:
            # skip what the cleaning removes, from both ends (str.isalnum would also keep non-ASCII letters)
            a, b = s[i], s[j]
            if not (a.isascii() and a.isalnum()):
                i += 1
            elif not (b.isascii() and b.isalnum()):
                j -= 1
            elif a.lower() != b.lower():
                return False
            else:
                i += 1
                j -= 1
        return True
        # @end-solution
# @end-learner


def main() -> None:
    # The whole first line, spaces included.
    s = sys.stdin.buffer.readline().decode()
    if s.endswith("\n"):
        s = s[:-1]
    if s.endswith("\r"):
        s = s[:-1]

    sys.stdout.write("true\n" if Solution().isPalindrome(s) else "false\n")


if __name__ == "__main__":
    main()
