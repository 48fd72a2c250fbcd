import sys


# @learner
class Solution:
    # Returns the number of 1 bits in the binary representation of n.
    def hammingWeight(self, n: int) -> int:
        # @solution
        # n & (n - 1) clears the lowest 1 bit of n, so the loop runs once per 1 bit.
        count = 0
        while n:
            n &= n - 1
            count += 1
        return count
        # @end-solution
# @end-learner


def main() -> None:
    n = int(sys.stdin.read().split()[0])

    sys.stdout.write(f"{Solution().hammingWeight(n)}\n")


if __name__ == "__main__":
    main()
