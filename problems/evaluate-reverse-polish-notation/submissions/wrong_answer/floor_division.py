import sys
from typing import List


class Solution:
    # Returns the value of the postfix expression given as tokens.
    def evalRPN(self, tokens: List[str]) -> int:
        # @solution
        # Wrong: Python's // rounds down, not towards zero, so a negative quotient with a
        # remainder is one too small (7 / -2 gives -4 instead of -3).
        st = []
        for t in tokens:
            if t in ("+", "-", "*", "/"):
                b = st.pop()
                a = st.pop()
                if t == "+":
                    st.append(a + b)
                elif t == "-":
                    st.append(a - b)
                elif t == "*":
                    st.append(a * b)
                else:
                    st.append(a // b)
            else:
                st.append(int(t))
        return st[-1]
        # @end-solution


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    tokens = data[1:1 + n]

    result = Solution().evalRPN(tokens)

    sys.stdout.write(f"{result}\n")


if __name__ == "__main__":
    main()
