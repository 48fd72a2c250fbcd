import sys


# @learner
class Solution:
    # Returns the unsigned 32-bit integer whose bits are those of n in reverse order.
    def reverseBits(self, n: int) -> int:
        # @solution
        # Take the bits of n from the lowest and push each one into the result from the right:
        # after 32 steps, the first bit taken has moved all the way to the top.
        result = 0
        for _ in range(32):
            result = (result << 1) | (n & 1)
            n >>= 1
        return result
        # @end-solution
# @end-learner


def main() -> None:
    n = int(sys.stdin.read().split()[0])

    sys.stdout.write(f"{Solution().reverseBits(n)}\n")


if __name__ == "__main__":
    main()
