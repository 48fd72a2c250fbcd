import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin for one list: its length, then its values on the next line (empty line when there are none). */
const listInput = (values: number[]): string => `${values.length}\n${values.join(' ')}\n`;

/** A test case built from two sorted lists; the expected output is their sorted union. */
const makeCase = (a: number[], b: number[]): SeedTestCase => ({
  input: listInput(a) + listInput(b),
  output: `${[...a, ...b].sort((x, y) => x - y).join(' ')}\n`,
});

/** `n` random values in [lo, hi], sorted in non-decreasing order. */
const sortedRandom = (rng: ReturnType<typeof createRng>, n: number, lo: number, hi: number): number[] => {
  const values: number[] = [];
  for (let i = 0; i < n; i++) values.push(rng.int(lo, hi));
  return values.sort((x, y) => x - y);
};

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
    ListNode* mergeTwoLists(ListNode* list1, ListNode* list2) {
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

    ListNode* list1 = readList();
    ListNode* list2 = readList();
    Solution solution;
    printList(solution.mergeTwoLists(list1, list2));
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
    public ListNode mergeTwoLists(ListNode list1, ListNode list2) {
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

        ListNode list1 = readList();
        ListNode list2 = readList();
        Solution solution = new Solution();
        printList(solution.mergeTwoLists(list1, list2), out);
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
 * @param {ListNode | null} list1
 * @param {ListNode | null} list2
 * @return {ListNode | null}
 */
function mergeTwoLists(list1, list2) {
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

  const list1 = readList();
  const list2 = readList();
  const result = mergeTwoLists(list1, list2);

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
        return list1;`;

const cppSolution = `        ListNode dummy;
        ListNode* tail = &dummy;
        while (list1 != nullptr && list2 != nullptr) {
            // Take the smaller head; on a tie take from list1.
            if (list2->val < list1->val) {
                tail->next = list2;
                list2 = list2->next;
            } else {
                tail->next = list1;
                list1 = list1->next;
            }
            tail = tail->next;
        }
        // At most one list still has nodes, and they are already sorted.
        tail->next = (list1 != nullptr) ? list1 : list2;
        return dummy.next;`;

const javaStart = `        // Write your code here
        return list1;`;

const javaSolution = `        ListNode dummy = new ListNode();
        ListNode tail = dummy;
        while (list1 != null && list2 != null) {
            // Take the smaller head; on a tie take from list1.
            if (list2.val < list1.val) {
                tail.next = list2;
                list2 = list2.next;
            } else {
                tail.next = list1;
                list1 = list1.next;
            }
            tail = tail.next;
        }
        // At most one list still has nodes, and they are already sorted.
        tail.next = (list1 != null) ? list1 : list2;
        return dummy.next;`;

const jsStart = `  // Write your code here
  return list1;`;

const jsSolution = `  const dummy = new ListNode();
  let tail = dummy;
  while (list1 !== null && list2 !== null) {
    // Take the smaller head; on a tie take from list1.
    if (list2.val < list1.val) {
      tail.next = list2;
      list2 = list2.next;
    } else {
      tail.next = list1;
      list1 = list1.next;
    }
    tail = tail.next;
  }
  // At most one list still has nodes, and they are already sorted.
  tail.next = list1 !== null ? list1 : list2;
  return dummy.next;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'merge-two-sorted-lists',
  title: 'Merge Two Sorted Lists',
  difficulty: 'easy',
  tags: 'Linkedlist',
  description: [
    'You are given the heads of two singly linked lists, `list1` and `list2`. The values inside each list are already arranged in non-decreasing order. Combine the two lists into one list that is also in non-decreasing order and return its head.',
    'Implement the function `mergeTwoLists`. Either list may be empty (its head is null). The merged list should be made by relinking the nodes you were given rather than by copying their values into new nodes. The starter program already reads the input, builds both lists and prints the list your function returns.',
    'Input: The first line contains an integer `n`, the length of `list1`, and the second line contains its `n` values separated by spaces. The third line contains an integer `m`, the length of `list2`, and the fourth line contains its `m` values separated by spaces. A list of length 0 is followed by an empty line.',
    'Output: Print the values of the merged list from head to tail on a single line, separated by single spaces. If the merged list is empty, print an empty line.',
    'Constraints: `0 <= n, m <= 10^5`. Every value `v` satisfies `-10^5 <= v <= 10^5`. Each input list is sorted in non-decreasing order.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '3\n1 4 6\n4\n2 3 6 9\n',
      output: '1 2 3 4 6 6 9\n',
      explanation:
        'Repeatedly take the smaller of the two front nodes: 1 (list1), 2 and 3 (list2), 4 (list1), then the two 6s, and finally 9, which is left over in list2.',
    },
    {
      input: '0\n\n3\n-5 0 5\n',
      output: '-5 0 5\n',
      explanation: 'list1 is empty, so the merged list is exactly list2.',
    },
    {
      input: '2\n5 7\n2\n-1 -1\n',
      output: '-1 -1 5 7\n',
      explanation:
        'Both nodes of list2 are smaller than every node of list1, so list2 comes first and list1 is attached after it. Duplicate values are all kept.',
    },
  ],
  hiddenTestCases: [
    // both lists empty
    makeCase([], []),
    // second list empty
    makeCase([1, 2, 3], []),
    // both lists empty, written without the blank lines
    { input: '0\n0\n', output: '\n' },
    // one node each
    makeCase([10], [-10]),
    // identical lists full of duplicates
    makeCase([4, 4, 4], [4, 4, 4]),
    // negatives, zero and the value bounds
    makeCase([-100000, -7, 0, 0, 100000], [-100000, -3, 1, 99999]),
    // one list much longer than the other
    makeCase([5], [-20, -10, 0, 1, 2, 3, 4, 6, 7, 8, 9, 15, 30]),
    // strictly alternating values
    makeCase([1, 3, 5, 7, 9, 11], [2, 4, 6, 8, 10, 12]),
    // list1 entirely after list2
    makeCase([50, 60, 70], [-3, 0, 12, 49]),
  ],
  largeTestCases: () => {
    const rng = createRng(0x5eed_2002);
    return [
      // Both lists at maximum size with heavily interleaved random values.
      makeCase(sortedRandom(rng, 100000, -100000, 100000), sortedRandom(rng, 100000, -100000, 100000)),
      // Very unbalanced sizes.
      makeCase(sortedRandom(rng, 100000, -100000, 100000), sortedRandom(rng, 3, -100000, 100000)),
      // Non-overlapping ranges: the whole of list2 comes before list1.
      makeCase(sortedRandom(rng, 100000, 1, 100000), sortedRandom(rng, 100000, -100000, 0)),
    ];
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
        'Ignore the fact that the lists are sorted: gather every value and sort them.',
        'Build a fresh list from the sorted values.',
      ],
      steps: [
        'Walk `list1` and then `list2`, pushing every `val` into one array `vals`.',
        'Sort `vals` in ascending order.',
        'Create a `dummy` node and append a new node for each value of `vals` in order.',
        'Return `dummy.next`.',
      ],
      complexities: ['O((n + m) log(n + m))', 'O(n + m)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'The smaller of the two heads must be the head of the merged list.',
        'Whatever follows it is the merge of the remaining nodes, which is the same problem on shorter lists, so recursion fits naturally.',
      ],
      steps: [
        'If `list1` is null return `list2`; if `list2` is null return `list1`.',
        'If `list1.val <= list2.val`, set `list1.next = mergeTwoLists(list1.next, list2)` and return `list1`.',
        'Otherwise set `list2.next = mergeTwoLists(list1, list2.next)` and return `list2`.',
        'Note: the recursion goes `n + m` calls deep, which can overflow the stack in Java or JavaScript when the lists are long.',
      ],
      complexities: ['O(n + m)', 'O(n + m)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Do the same comparison in a loop, keeping a pointer to the tail of the merged list.',
        'A `dummy` node in front of the result removes the special case for choosing the first node.',
        'Nodes are relinked, not copied, so no extra memory is needed.',
      ],
      steps: [
        'Create a `dummy` node and set `tail = dummy`.',
        'While both lists are non-empty, compare their heads, attach the smaller one with `tail.next = node`, and advance that list.',
        'Move `tail` to the node just attached.',
        'When one list runs out, attach the other one as it is: `tail.next = list1 ?? list2`.',
        'Return `dummy.next`.',
      ],
      complexities: ['O(n + m)', 'O(1)'],
    },
  ],
};

export default problem;
