import sys


class Solution:
    def getSum(self, a: int, b: int) -> int:
        # @solution
        # Not accepted: the carry loop of C++ or Java, copied to Python without a 32-bit mask.
        # Python's integers never overflow, so with a negative operand the carry keeps moving left
        # forever (-1 + 1: the carry never becomes 0) and the loop never ends.
        while b != 0:
            carry = (a & b) << 1
            a ^= b
            b = carry
        return a
        # @end-solution


def main() -> None:
    a, b = map(int, sys.stdin.read().split()[:2])
    sys.stdout.write(f"{Solution().getSum(a, b)}\n")


if __name__ == "__main__":
    main()
