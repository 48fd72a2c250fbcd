import sys
from typing import List


# @learner
class Solution:
    # Returns the value of the postfix expression given as tokens.
    def evalRPN(self, tokens: List[str]) -> int:
        # @solution
        st = []  # values waiting for their operator
        for t in tokens:
            if t in ("+", "-", "*", "/"):
                b = st.pop()  # the right operand is on top
                a = st.pop()
                if t == "+":
                    st.append(a + b)
                elif t == "-":
                    st.append(a - b)
                elif t == "*":
                    st.append(a * b)
                else:
                    # Python's // rounds down; drop the fraction towards zero instead
                    q = abs(a) // abs(b)
                    st.append(q if (a < 0) == (b < 0) else -q)
            else:
                st.append(int(t))
        return st[-1]
        # @end-solution
# @end-learner


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    tokens = data[1:1 + n]

    result = Solution().evalRPN(tokens)

    sys.stdout.write(f"{result}\n")


if __name__ == "__main__":
    main()
