import sys


# @learner
class Solution:
    # Returns a + b, computed with bit operations only.
    def getSum(self, a: int, b: int) -> int:
        # @solution
        # XOR adds the bits without carries; AND finds where both bits are 1, i.e. where a carry
        # starts, and the shift moves it to the next position. Repeat until no carry is left.
        # Python's integers are unbounded, so keep everything to 32 bits with a mask ...
        mask = 0xFFFFFFFF
        a &= mask
        b &= mask
        while b:
            carry = ((a & b) << 1) & mask
            a ^= b
            b = carry
        # ... and read a set bit 31 as a negative number again (two's complement).
        return a if a <= 0x7FFFFFFF else ~(a ^ mask)
        # @end-solution
# @end-learner


def main() -> None:
    a, b = map(int, sys.stdin.read().split()[:2])

    sys.stdout.write(f"{Solution().getSum(a, b)}\n")


if __name__ == "__main__":
    main()
