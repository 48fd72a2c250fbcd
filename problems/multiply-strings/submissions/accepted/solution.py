import sys


# @learner
class Solution:
    # Returns the product of two non-negative integers given as decimal strings, as a decimal string.
    def multiply(self, num1: str, num2: str) -> str:
        # @solution
        m, n = len(num1), len(num2)
        a = [ord(c) - 48 for c in num1]
        b = [ord(c) - 48 for c in num2]
        # The digit products num1[i] * num2[j] land on positions i + j (tens) and i + j + 1 (ones).
        pos = [0] * (m + n)
        for i in range(m - 1, -1, -1):
            x = a[i]
            if x == 0:
                continue
            for j in range(n - 1, -1, -1):
                s = x * b[j] + pos[i + j + 1]
                pos[i + j + 1] = s % 10
                pos[i + j] += s // 10
        start = 0
        while start < len(pos) - 1 and pos[start] == 0:  # skip leading zeros, keep one digit
            start += 1
        return "".join(map(str, pos[start:]))
        # @end-solution
# @end-learner


def main() -> None:
    words = sys.stdin.read().split()

    sys.stdout.write(Solution().multiply(words[0], words[1]) + "\n")


if __name__ == "__main__":
    main()
