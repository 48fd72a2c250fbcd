import type { SeedProblem, SeedTestCase } from '../types.ts';
import { createRng } from '../rng.ts';

/** stdin for one list: its length, then its values on the next line (empty line when there are none). */
const listInput = (values: number[]): string => `${values.length}\n${values.join(' ')}\n`;

/** Expected stdout: the reversed values on one line; an empty list prints an empty line. */
const reversedOutput = (values: number[]): string => `${[...values].reverse().join(' ')}\n`;

const makeCase = (values: number[]): SeedTestCase => ({
  input: listInput(values),
  output: reversedOutput(values),
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
    ListNode* reverseList(ListNode* head) {
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

    ListNode* head = readList();
    Solution solution;
    printList(solution.reverseList(head));
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
    public ListNode reverseList(ListNode head) {
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

        ListNode head = readList();
        Solution solution = new Solution();
        printList(solution.reverseList(head), out);
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
 * @param {ListNode | null} head
 * @return {ListNode | null}
 */
function reverseList(head) {
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

  const head = readList();
  const result = reverseList(head);

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
        return head;`;

const cppSolution = `        ListNode* prev = nullptr;
        ListNode* cur = head;
        while (cur != nullptr) {
            ListNode* nxt = cur->next; // remember the rest of the list
            cur->next = prev;          // turn this link around
            prev = cur;
            cur = nxt;
        }
        return prev;`;

const javaStart = `        // Write your code here
        return head;`;

const javaSolution = `        ListNode prev = null;
        ListNode cur = head;
        while (cur != null) {
            ListNode nxt = cur.next; // remember the rest of the list
            cur.next = prev;         // turn this link around
            prev = cur;
            cur = nxt;
        }
        return prev;`;

const jsStart = `  // Write your code here
  return head;`;

const jsSolution = `  let prev = null;
  let cur = head;
  while (cur !== null) {
    const nxt = cur.next; // remember the rest of the list
    cur.next = prev;      // turn this link around
    prev = cur;
    cur = nxt;
  }
  return prev;`;

/* ------------------------------------------------------------------ */

const problem: SeedProblem = {
  slug: 'reverse-linked-list',
  title: 'Reverse Linked List',
  difficulty: 'easy',
  tags: 'Linkedlist',
  description: [
    'You are handed the head of a singly linked list. Turn the list around: every `next` pointer has to point to the node that used to come before it, so that the old tail becomes the new head. Return the head of the reversed list.',
    'Implement the function `reverseList`. It receives the head of the list (which is null when the list is empty) and returns the new head. The starter program already reads the input, builds the list and prints whatever list your function returns, so you only need to rewire the nodes. Aim to reuse the existing nodes instead of creating new ones.',
    'Input: The first line contains an integer `n`, the number of nodes. The second line contains `n` space-separated integers, the node values in order from head to tail. When `n = 0` the second line is empty.',
    'Output: Print the values of the returned list from head to tail on a single line, separated by single spaces. If the returned list is empty, print an empty line.',
    'Constraints: `0 <= n <= 2 * 10^5`. Every value `v` satisfies `-10^5 <= v <= 10^5`.',
  ].join('\n\n'),
  visibleTestCases: [
    {
      input: '5\n1 2 3 4 5\n',
      output: '5 4 3 2 1\n',
      explanation:
        'The list is 1 -> 2 -> 3 -> 4 -> 5. After every link is turned around it reads 5 -> 4 -> 3 -> 2 -> 1, and node 5 is the new head.',
    },
    {
      input: '2\n8 -3\n',
      output: '-3 8\n',
      explanation:
        'With two nodes, reversing simply swaps their order: the old tail -3 now points to 8, and 8 points to nothing.',
    },
    {
      input: '4\n6 6 0 -9\n',
      output: '-9 0 6 6\n',
      explanation:
        'Equal values are still separate nodes. Reading the list 6 -> 6 -> 0 -> -9 from the back gives -9 -> 0 -> 6 -> 6.',
    },
  ],
  hiddenTestCases: [
    // empty list
    makeCase([]),
    // single node
    makeCase([42]),
    // single node with a negative value
    makeCase([-100000]),
    // empty list given without the blank second line
    { input: '0\n', output: '\n' },
    // palindrome: output equals input
    makeCase([1, 2, 3, 2, 1]),
    // all values equal
    makeCase([7, 7, 7, 7, 7, 7]),
    // extremes, zeros and negatives
    makeCase([100000, -100000, 0, -1, 1, 0, 99999]),
    // already descending
    makeCase([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]),
    // values split over several lines / extra spaces must still be read
    { input: '4\n3  -5\n 12 0\n', output: '0 12 -5 3\n' },
  ],
  largeTestCases: () => {
    const rng = createRng(0x5eed_1001);
    const cases: SeedTestCase[] = [];

    // Maximum size with random values.
    const random: number[] = [];
    for (let i = 0; i < 200000; i++) random.push(rng.int(-100000, 100000));
    cases.push(makeCase(random));

    // Long non-decreasing list with many repeated values: reversal makes it non-increasing.
    const increasing: number[] = [];
    let v = -100000;
    for (let i = 0; i < 150000; i++) {
      v += rng.int(0, 1);
      increasing.push(v);
    }
    cases.push(makeCase(increasing));

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
        'Copy the values into an array, where they can be read in any order.',
        'Rebuild a brand-new list by reading the array from the back.',
      ],
      steps: [
        'Walk the list once and push every `val` into an array `vals`.',
        'Create a `dummy` node and a `tail` pointer that starts at it.',
        'For `i` from `vals.length - 1` down to `0`, append a new node holding `vals[i]` after `tail` and advance `tail`.',
        'Return `dummy.next`.',
      ],
      complexities: ['O(n)', 'O(n)'],
    },
    {
      name: 'Better Aprouch',
      concept: [
        'Reversing a list equals reversing everything after the head, then hanging the head at the end.',
        'Recursion handles the tail first and hands back the new head.',
        'No new nodes are created, but each call uses stack space.',
      ],
      steps: [
        'If `head` is null or `head.next` is null, return `head`: it is already reversed.',
        'Recursively reverse the sub-list starting at `head.next` and keep the returned `newHead`.',
        'The old second node is now the tail of that reversed part, so set `head.next.next = head`.',
        'Set `head.next = null` so the old head becomes the tail, then return `newHead`.',
        'Note: the recursion depth equals the list length, which can overflow the default stack in Java or JavaScript on very long lists.',
      ],
      complexities: ['O(n)', 'O(n)'],
    },
    {
      name: 'Optimized Aprouch',
      concept: [
        'Walk the list once and flip each link as you pass it.',
        'Three pointers are enough: the reversed part (`prev`), the current node (`cur`) and the rest of the list (`next`).',
      ],
      steps: [
        'Start with `prev = null` and `cur = head`.',
        'While `cur` is not null, save `next = cur.next` so the rest of the list is not lost.',
        'Point `cur.next` back to `prev`, then move forward with `prev = cur` and `cur = next`.',
        'When the loop ends, `prev` is the old tail, which is the head of the reversed list; return it.',
      ],
      complexities: ['O(n)', 'O(1)'],
    },
  ],
};

export default problem;
