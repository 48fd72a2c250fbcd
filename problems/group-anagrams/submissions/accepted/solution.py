import sys
from typing import List


# @learner
class Solution:
    # Splits words into groups of anagrams (groups and words inside them in any order).
    def groupAnagrams(self, words: List[str]) -> List[List[str]]:
        # @solution
        # Anagrams have the same letters in sorted order: use that as the group's key.
        groups: dict[str, List[str]] = {}
        for w in words:
            groups.setdefault("".join(sorted(w)), []).append(w)
        return list(groups.values())
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.read().split()
    n = int(tokens[0])
    words = tokens[1:1 + n]

    # Any order is accepted: sort the words of each group, then the groups by their first word.
    groups = sorted(sorted(g) for g in Solution().groupAnagrams(words))

    sys.stdout.write(f"{len(groups)}\n" + "".join(" ".join(g) + "\n" for g in groups))


if __name__ == "__main__":
    main()
