import sys


# @learner
class Solution:
    # Returns True if repeatedly replacing n by the sum of the squares of its digits reaches 1.
    def isHappy(self, n: int) -> bool:
        # @solution
        def step(x: int) -> int:
            total = 0
            while x > 0:
                x, d = divmod(x, 10)
                total += d * d
            return total

        # Floyd's cycle detection: the fast walker moves two steps per round, the slow one one step.
        # They meet inside the loop the sequence falls into; the number is happy if that loop is 1.
        slow, fast = n, step(n)
        while fast != 1 and slow != fast:
            slow = step(slow)
            fast = step(step(fast))
        return fast == 1
        # @end-solution
# @end-learner


def main() -> None:
    n = int(sys.stdin.read().split()[0])

    sys.stdout.write("true\n" if Solution().isHappy(n) else "false\n")


if __name__ == "__main__":
    main()
