import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin for k lists: the count k, then each list as its length followed by its values (empty line when there are none). */
const listsInput = (lists: number[][]): string =>
  `${lists.length}\n` + lists.map((values) => `${values.length}\n${values.join(' ')}\n`).join('');

/** A test case built from sorted lists; the expected output is all values in non-decreasing order. */
const makeCase = (lists: number[][]): SeedTestCase => ({
  input: listsInput(lists),
  output: `${lists.flat().sort((x, y) => x - y).join(' ')}\n`,
});

/** Builds one sorted list of random values in [lo, hi] for every requested length. */
const sortedLists = (rng: ReturnType<typeof createRng>, lengths: number[], lo: number, hi: number): number[][] =>
  lengths.map((len) => {
    const values: number[] = [];
    for (let i = 0; i < len; i++) values.push(rng.int(lo, hi));
    return values.sort((x, y) => x - y);
  });

/* ------------------------------------------------------------------ */
/* Program templates: everything except the learner's function body.   */
/* ------------------------------------------------------------------ */

const cppProgram = (body: string): string => String.raw`#include <bits/stdc++.h>
using namespace std;

// Definition of a singly linked list node.
struct ListNode {
    int val;
    ListNode* next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode* nxt) : val(x), next(nxt) {}
};

class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
${body}
    }
};

// Reads a length followed by that many values and links them into a list.
static ListNode* readList() {
    int n = 0;
    if (!(cin >> n)) return nullptr;
    ListNode dummy;
    ListNode* tail = &dummy;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        tail->next = new ListNode(x);
        tail = tail->next;
    }
    return dummy.next;
}

// Prints the values from head to tail separated by spaces (empty line for an empty list).
static void printList(ListNode* head) {
    string out;
    for (ListNode* cur = head; cur != nullptr; cur = cur->next) {
        if (cur != head) out += ' ';
        out += to_string(cur->val);
    }
    out += '\n';
    cout << out;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);

    int k = 0;
    cin >> k;
    vector<ListNode*> lists;
    for (int i = 0; i < k; i++) lists.push_back(readList());

    Solution solution;
    printList(solution.mergeKLists(lists));
    return 0;
}
`;

const javaProgram = (body: string): string => String.raw`import java.io.*;
import java.util.*;

// Definition of a singly linked list node.
class ListNode {
    int val;
    ListNode next;

    ListNode() {}
    ListNode(int val) { this.val = val; }
    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}

class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
${body}
    }
}

public class Main {
    private static StreamTokenizer in;

    private static int nextInt() throws IOException {
        if (in.nextToken() == StreamTokenizer.TT_EOF) return 0;
        return (int) in.nval;
    }

    // Reads a length followed by that many values and links them into a list.
    private static ListNode readList() throws IOException {
        int n = nextInt();
        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(nextInt());
            tail = tail.next;
        }
        return dummy.next;
    }

    // Prints the values from head to tail separated by spaces (empty line for an empty list).
    private static void printList(ListNode head, PrintWriter out) {
        StringBuilder sb = new StringBuilder();
        for (ListNode cur = head; cur != null; cur = cur.next) {
            if (cur != head) sb.append(' ');
            sb.append(cur.val);
        }
        sb.append('\n');
        out.print(sb);
    }

    public static void main(String[] args) throws IOException {
        in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));

        int k = nextInt();
        ListNode[] lists = new ListNode[k];
        for (int i = 0; i < k; i++) lists[i] = readList();

        Solution solution = new Solution();
        printList(solution.mergeKLists(lists), out);
        out.flush();
    }
}
`;

const jsProgram = (body: string): string => String.raw`// Definition of a singly linked list node.
class ListNode {
  constructor(val = 0, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {Array<ListNode | null>} lists
 * @return {ListNode | null}
 */
function mergeKLists(lists) {
${body}
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8');
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  let pos = 0;
  const nextInt = () => (pos < tokens.length ? parseInt(tokens[pos++], 10) : 0);

  // Reads a length followed by that many values and links them into a list.
  const readList = () => {
    const n = nextInt();
    const dummy = new ListNode();
    let tail = dummy;
    for (let i = 0; i < n; i++) {
      tail.next = new ListNode(nextInt());
      tail = tail.next;
    }
    return dummy.next;
  };

  const k = nextInt();
  const lists = [];
  for (let i = 0; i < k; i++) lists.push(readList());

  const result = mergeKLists(lists);

  // Prints the values from head to tail separated by spaces (empty line for an empty list).
  const parts = [];
  for (let cur = result; cur != null; cur = cur.next) parts.push(cur.val);
  process.stdout.write(parts.join(' ') + '\n');
}

main();
`;

/* ------------------------------------------------------------------ */
/* Function bodies.                                                    */
/* ------------------------------------------------------------------ */

const cppStart = `        // Write your code here
        return nullptr;`;

const cppSolution = `        // Min-heap of the current front node of every non-empty list.
        auto cmp = [](ListNode* a, ListNode* b) { return a->val > b->val; };
        priority_queue<ListNode*, vector<ListNode*>, decltype(cmp)> heap(cmp);
        for (ListNode* head : lists)
            if (head != nullptr) heap.push(head);

        ListNode dummy;
        ListNode* tail = &dummy;
        while (!heap.empty()) {
            ListNode* node = heap.top(); // smallest front node overall
            heap.pop();
            tail->next = node;
            tail = node;
            if (node->next != nullptr) heap.push(node->next); // its successor becomes that list's front
        }
        return dummy.next;`;

const javaStart = `        // Write your code here
        return null;`;

const javaSolution = `        // Min-heap of the current front node of every non-empty list.
        PriorityQueue<ListNode> heap =
                new PriorityQueue<>(Math.max(1, lists.length), (a, b) -> Integer.compare(a.val, b.val));
        for (ListNode head : lists)
            if (head != null) heap.add(head);

        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (!heap.isEmpty()) {
            ListNode node = heap.poll(); // smallest front node overall
            tail.next = node;
            tail = node;
            if (node.next != null) heap.add(node.next); // its successor becomes that list's front
        }
        return dummy.next;`;

const jsStart = `  // Write your code here
  return null;`;

const jsSolution = `  // Binary min-heap (array based) of the current front node of every non-empty list.
  const heap = [];
  const push = (node) => {
    let i = heap.length;
    heap.push(node);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent].val <= node.val) break;
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = node;
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    const size = heap.length;
    if (size > 0) {
      let i = 0;
      while (true) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && heap[child + 1].val < heap[child].val) child++;
        if (heap[child].val >= last.val) break;
        heap[i] = heap[child];
        i = child;
      }
      heap[i] = last;
    }
    return top;
  };

  for (const head of lists) if (head !== null) push(head);

  const dummy = new ListNode();
  let tail = dummy;
  while (heap.length > 0) {
    const node = pop(); // smallest front node overall
    tail.next = node;
    tail = node;
    if (node.next !== null) push(node.next); // its successor becomes that list's front
  }
  return dummy.next;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'merge-k-sorted-lists',
  title: 'Merge k Sorted Lists',
  difficulty: 'hard',
  tags: 'Linkedlist',
  description: [
    'You are given `k` singly linked lists. Inside every list the values appear in non-decreasing order. Join all of them into a single list, also in non-decreasing order, and return its head.',
    'Implement the function `mergeKLists`, which receives the `k` list heads (any of them may be null, meaning an empty list, and `k` itself may be 0) and returns the head of the merged list. Relink the existing nodes instead of creating new ones. The starter program already reads the input, builds every list and prints the list your function returns. With up to `10^4` lists and `2 * 10^5` nodes in total, repeatedly scanning all the list heads for the smallest one is too slow.',
    'Input: The first line contains the integer `k`. Then, for each of the `k` lists, one line holds its length `n_i` and the next line holds its `n_i` values separated by spaces (the line is empty when `n_i = 0`).',
    'Output: Print the values of the merged list from head to tail on a single line, separated by single spaces. If the merged list is empty (for example when `k = 0` or every list is empty), print an empty line.',
    'Constraints: `0 <= k <= 10^4`. `0 <= n_i`, and the total number of nodes over all lists is at most `2 * 10^5`. Every value `v` satisfies `-10^5 <= v <= 10^5`. Each list is sorted in non-decreasing order.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '3\n3\n1 4 7\n2\n2 8\n4\n0 4 5 9\n',
      output: '0 1 2 4 4 5 7 8 9\n',
      explanation:
        'The three lists are 1 -> 4 -> 7, 2 -> 8 and 0 -> 4 -> 5 -> 9. At every step the smallest value among the current fronts is taken: 0, then 1, 2, the two 4s, 5, 7, 8 and finally 9. All nine nodes end up in one sorted list.',
    },
    {
      input: '4\n0\n\n2\n-3 10\n0\n\n1\n-3\n',
      output: '-3 -3 10\n',
      explanation:
        'Two of the four lists are empty and contribute nothing. Merging -3 -> 10 with -3 gives -3 -> -3 -> 10; equal values are all kept.',
    },
  ],
  hiddenTestCases: [
    // k = 0: no lists at all
    { input: '0\n', output: '\n' },
    // k = 1 with a single empty list
    makeCase([[]]),
    // k = 1: the answer is the list itself
    makeCase([[-2, 0, 0, 3, 8]]),
    // every list is empty
    makeCase([[], [], [], [], []]),
    // empty lists mixed with non-empty ones, including at both ends
    makeCase([[], [5], [], [1, 2, 3], []]),
    // the same values in every list
    makeCase([
      [2, 2, 2],
      [2, 2],
      [2, 2, 2, 2],
    ]),
    // negatives and the value bounds
    makeCase([
      [-100000, -50000, 100000],
      [-99999, 0],
      [-100000, 99999, 100000],
    ]),
    // one long list and several single-node lists
    makeCase([[-6, -4, -2, 0, 2, 4, 6, 8, 10, 12, 14, 16], [7], [-10], [30], [1]]),
    // many single-node lists whose heads arrive in decreasing order
    makeCase([[9], [8], [7], [6], [5], [4], [3], [2], [1], [0], [-1]]),
    // lists that do not overlap at all, given in reverse order
    makeCase([
      [20, 21, 22],
      [10, 11, 12],
      [0, 1, 2],
    ]),
  ],
  largeTestCases: () => {
    const rng = createRng(0x5eed_3003);
    const cases: SeedTestCase[] = [];

    // 1000 lists sharing 2 * 10^5 nodes at random.
    {
      const lengths = new Array<number>(1000).fill(0);
      for (let i = 0; i < 200000; i++) {
        const idx = rng.int(0, lengths.length - 1);
        lengths[idx] = (lengths[idx] ?? 0) + 1;
      }
      cases.push(makeCase(sortedLists(rng, lengths, -100000, 100000)));
    }

    // The maximum number of lists (10^4), each short, some empty: about 1.95 * 10^5 nodes.
    {
      const lengths: number[] = [];
      for (let i = 0; i < 10000; i++) lengths.push(rng.int(0, 39));
      cases.push(makeCase(sortedLists(rng, lengths, -100000, 100000)));
    }

    // Skewed sizes: one list with 10^5 nodes and 500 small lists that add at most 99 500 more nodes.
    {
      const lengths: number[] = [100000];
      for (let i = 0; i < 500; i++) lengths.push(rng.int(0, 199));
      cases.push(makeCase(sortedLists(rng, lengths, -100000, 100000)));
    }

    return cases;
  },
  startCode: [
    { language: 'c++', initialCode: cppProgram(cppStart) },
    { language: 'java', initialCode: javaProgram(javaStart) },
    { language: 'javascript', initialCode: jsProgram(jsStart) },
  ],
  referenceSolution: [
    { language: 'c++', completeCode: cppProgram(cppSolution) },
    { language: 'java', completeCode: javaProgram(javaSolution) },
    { language: 'javascript', completeCode: jsProgram(jsSolution) },
  ],
  Aprouch: [
    {
      name: 'Brute Force',
      concept: [
        'The next node of the answer is always the smallest among the current fronts of the k lists.',
        'Find it by looking at every front, one node at a time.',
      ],
      steps: [
        'Create a `dummy` node and set `tail = dummy`.',
        'Scan all `k` heads and remember the index `best` of the smallest non-null one.',
        'If no non-null head exists, stop. Otherwise attach `lists[best]` after `tail`, advance `tail`, and set `lists[best] = lists[best].next`.',
        'Repeat the scan until every list is used up, then return `dummy.next`.',
      ],
      complexities: ['O(N * k)', 'O(1)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'Forget the existing order: gather all N values and sort them at once.',
        'Sorting costs O(N log N) no matter how many lists there are, but it copies the values into new nodes.',
      ],
      steps: [
        'Walk every list and push each `val` into one array `vals`.',
        'Sort `vals` in ascending order.',
        'Create a `dummy` node and append a new node for each value of `vals` in order.',
        'Return `dummy.next`.',
      ],
      complexities: ['O(N log N)', 'O(N)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Keep only the k current fronts in a min-heap, so the smallest one is found in O(log k) instead of O(k).',
        'After a node is taken, its `next` is the only new candidate from that list.',
        'Pairwise divide-and-conquer merging (merge lists two at a time, halving their number each round) reaches the same O(N log k) bound without a heap.',
      ],
      steps: [
        'Push the head of every non-empty list into a min-heap ordered by `val`.',
        'Create a `dummy` node and set `tail = dummy`.',
        'While the heap is not empty, pop the smallest node, attach it with `tail.next = node` and set `tail = node`.',
        'If `node.next` is not null, push it into the heap.',
        'Return `dummy.next`.',
      ],
      complexities: ['O(N log k)', 'O(k)'],
    },
  ],
};

export default problem;
