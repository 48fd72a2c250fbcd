import sys


# @learner
class Solution:
    # Returns whether every bracket of s is closed by the same kind, in the right order.
    def isValid(self, s: str) -> bool:
        # @solution
        if len(s) % 2 == 1:
            return False  # brackets come in pairs
        closer_of = {"(": ")", "[": "]", "{": "}"}
        expected = []  # the closing bracket each still-open bracket waits for, innermost last
        push, pop = expected.append, expected.pop
        for c in s:
            closer = closer_of.get(c)
            if closer is not None:
                push(closer)
            elif not expected or pop() != c:
                return False
        return not expected
        # @end-solution
# @end-learner


def main() -> None:
    s = sys.stdin.readline().strip()

    result = Solution().isValid(s)

    sys.stdout.write("true\n" if result else "false\n")


if __name__ == "__main__":
    main()
