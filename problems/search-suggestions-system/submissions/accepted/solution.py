import sys
from typing import List


# @learner
class Solution:
    # Returns, for each prefix of searchWord, the (at most three) alphabetically smallest products that start with it.
    def suggestedProducts(self, products: List[str], searchWord: str) -> List[List[str]]:
        # @solution
        products.sort()
        # The products starting with the prefix typed so far form one block [lo, hi] of the sorted list.
        lo, hi = 0, len(products) - 1
        result = []
        for i, c in enumerate(searchWord):
            # Shrink the block from both ends to the products whose letter i is c.
            while lo <= hi and (len(products[lo]) <= i or products[lo][i] != c):
                lo += 1
            while lo <= hi and (len(products[hi]) <= i or products[hi][i] != c):
                hi -= 1
            result.append(products[lo:min(lo + 3, hi + 1)])
        return result
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    products = tokens[1:1 + n]
    search_word = tokens[1 + n]

    result = Solution().suggestedProducts(products, search_word)

    # One line per typed letter: the suggestions separated by spaces (an empty line for none).
    sys.stdout.write("".join(" ".join(row) + "\n" for row in result))


if __name__ == "__main__":
    main()
