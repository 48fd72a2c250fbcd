import sys
from collections import Counter


class Solution:
    # Returns the length of the longest substring that can be made of one repeated letter by changing at most k letters.
    def characterReplacement(self, s: str, k: int) -> int:
        # @solution
        # Wrong: adds k to the count of the most frequent letter, as if its copies were all next to each other.
        return min(len(s), max(Counter(s).values()) + k)
        # @end-solution


def main() -> None:
    tokens = sys.stdin.read().split()
    s = tokens[0]
    k = int(tokens[1])

    sys.stdout.write(f"{Solution().characterReplacement(s, k)}\n")


if __name__ == "__main__":
    main()
