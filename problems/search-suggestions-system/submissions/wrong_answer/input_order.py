import sys
from typing import List


class Solution:
    # Returns, for each prefix of searchWord, the (at most three) alphabetically smallest products that start with it.
    def suggestedProducts(self, products: List[str], searchWord: str) -> List[List[str]]:
        # @solution
        # Wrong: suggests the first three matches in input order instead of the alphabetically smallest.
        result = []
        matching = products
        for i, c in enumerate(searchWord):
            matching = [p for p in matching if len(p) > i and p[i] == c]
            result.append(matching[:3])
        return result
        # @end-solution


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
