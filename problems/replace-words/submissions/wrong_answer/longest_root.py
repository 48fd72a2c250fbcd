import sys
from typing import List


class Solution:
    # Returns the sentence with every word replaced by the shortest root of dictionary that starts it (words without a root stay).
    def replaceWords(self, dictionary: List[str], sentence: str) -> str:
        # @solution
        # Wrong: keeps walking after the first root and uses the longest root that starts the word.
        trie: dict = {}
        for root in dictionary:
            v = trie
            for ch in root:
                v = v.setdefault(ch, {})
            v["$"] = True

        def replace(word: str) -> str:
            v = trie
            best = word
            for i, ch in enumerate(word):
                v = v.get(ch)
                if v is None:
                    break
                if "$" in v:
                    best = word[:i + 1]
            return best

        return " ".join(replace(w) for w in sentence.split(" "))
        # @end-solution


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    dictionary = tokens[1:1 + n]
    # The rest of the input is the sentence: its words, joined by single spaces.
    sentence = " ".join(tokens[1 + n:])

    sys.stdout.write(Solution().replaceWords(dictionary, sentence) + "\n")


if __name__ == "__main__":
    main()
