import sys


class Solution:
    # Returns True when s, lowercased and with only its letters and digits kept, reads the same both ways.
    def isPalindrome(self, s: str) -> bool:
        # @solution
        # Wrong: drops the digits as well, so "0P" counts as the palindrome "p".
        clean = [c.lower() for c in s if c.isascii() and c.isalpha()]
        return clean == clean[::-1]
        # @end-solution


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
