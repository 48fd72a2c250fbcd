import sys
from typing import List


# @learner
class Solution:
    # Courses are labelled 0 .. numCourses - 1; [a, b]: course b must be finished before course a.
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        # @solution
        # Kahn's topological sort. Edge b -> a for every pair [a, b];
        # indegree[a] counts the unfinished prerequisites of a.
        adj: List[List[int]] = [[] for _ in range(numCourses)]
        indegree = [0] * numCourses
        for a, b in prerequisites:
            adj[b].append(a)
            indegree[a] += 1
        queue = [i for i in range(numCourses) if indegree[i] == 0]
        for cur in queue:  # the list grows while it is scanned: a FIFO queue
            for nxt in adj[cur]:
                indegree[nxt] -= 1
                if indegree[nxt] == 0:
                    queue.append(nxt)
        # Courses on (or behind) a cycle never reach indegree 0.
        return len(queue) == numCourses
        # @end-solution
# @end-learner


def main() -> None:
    tokens = sys.stdin.buffer.read().split()
    n, m = int(tokens[0]), int(tokens[1])
    values = list(map(int, tokens[2:2 + 2 * m]))
    prerequisites = [[values[2 * i], values[2 * i + 1]] for i in range(m)]

    sys.stdout.write(("true" if Solution().canFinish(n, prerequisites) else "false") + "\n")


if __name__ == "__main__":
    main()
