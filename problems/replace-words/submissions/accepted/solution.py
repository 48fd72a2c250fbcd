import sys
from typing import List


# @learner
class Solution:
    # Returns the sentence with every word replaced by the shortest root of dictionary that starts it (words without a root stay).
    def replaceWords(self, dictionary: List[str], sentence: str) -> str:
        # @solution
        # A trie of nested dicts; the key "$" marks the node where a root ends.
        trie: dict = {}
        for root in dictionary:
            v = trie
            for ch in root:
                v = v.setdefault(ch, {})
            v["$"] = True

        def shortest_root(word: str) -> str:
            # Walk down the trie along the word; the first root end reached is the shortest root.
            v = trie
            for i, ch in enumerate(word):
                if "$" in v:
                    return word[:i]
                v = v.get(ch)
                if v is None:
                    return word
            return word

        return " ".join(shortest_root(w) for w in sentence.split(" "))
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    dictionary = tokens[1:1 + n]
    # The rest of the input is the sentence: its words, joined by single spaces.
    sentence = " ".join(tokens[1 + n:])

    sys.stdout.write(Solution().replaceWords(dictionary, sentence) + "\n")


if __name__ == "__main__":
    main()
