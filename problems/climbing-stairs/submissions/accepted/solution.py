import sys

# @learner
MOD = 1_000_000_007


class Solution:
    # Returns the number of ways to climb n steps, modulo MOD.
    def climbStairs(self, n: int) -> int:
        # @solution
        # prev = ways(i - 2), cur = ways(i - 1); ways(0) = ways(1) = 1.
        prev, cur = 1, 1
        for _ in range(2, n + 1):
            prev, cur = cur, (prev + cur) % MOD  # last move was 2 steps or 1 step
        return cur
        # @end-solution
# @end-learner


def main() -> None:
    n = int(sys.stdin.buffer.read().split()[0])

    sys.stdout.write(f"{Solution().climbStairs(n)}\n")


if __name__ == "__main__":
    main()
