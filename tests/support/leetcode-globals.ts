/**
 * JavaScript programs that use LeetCode's globals (`PriorityQueue`, `MinPriorityQueue`,
 * `MaxPriorityQueue`, `Queue` of @datastructures-js) without importing them, each with its input
 * and the output Node gives: the same on the judge (tests/server/judge-js-globals.test.ts) and in
 * the offline runner (tests/unit/js-runner-leetcode-globals.test.ts).
 */

/** One program of the table. */
export interface LeetCodeGlobalsCase {
  name: string;
  /**
   * `6.x`: uses only the API of @datastructures-js/priority-queue 6.x, so it prints the same with
   * the package's own classes; `5.x`: written for 5.x (options objects, `enqueue(x, priority)`,
   * `{ element, priority }` results), which only the wrappers of common/judging/leetcode-queues.ts run.
   */
  style: '6.x' | '5.x';
  program: string;
  input: string;
  output: string;
}

const MERGE_K_LISTS = String.raw`function ListNode(val, next) {
  this.val = val === undefined ? 0 : val;
  this.next = next === undefined ? null : next;
}

var mergeKLists = function (lists) {
  const heap = new PriorityQueue((a, b) => a.val - b.val);
  for (const head of lists) if (head) heap.enqueue(head);
  const dummy = new ListNode();
  let tail = dummy;
  while (!heap.isEmpty()) {
    const node = heap.dequeue();
    tail.next = node;
    tail = node;
    if (node.next) heap.enqueue(node.next);
  }
  return dummy.next;
};

const lists = require('fs').readFileSync(0, 'utf8').split('\n').filter((l) => l.trim() !== '').map((line) => {
  let head = null;
  const vals = JSON.parse(line);
  for (let i = vals.length - 1; i >= 0; i--) head = new ListNode(vals[i], head);
  return head;
});
const merged = [];
for (let node = mergeKLists(lists); node; node = node.next) merged.push(node.val);
console.log(JSON.stringify(merged));
`;

const TOP_K_FREQUENT = String.raw`var topKFrequent = function (nums, k) {
  const freq = new Map();
  for (const x of nums) freq.set(x, (freq.get(x) || 0) + 1);
  const heap = new MinPriorityQueue((e) => e.count);
  for (const [num, count] of freq) {
    heap.enqueue({ num, count });
    if (heap.size() > k) heap.dequeue();
  }
  console.log('weakest kept:', heap.front().num, heap.front().count);
  return heap.toArray().map((e) => e.num);
};

const [first, second] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const nums = first.split(' ').map(Number);
console.log(topKFrequent(nums, Number(second)).join(' '));

const smallest = MinPriorityQueue.fromArray([9, 4, 7, 1]);
smallest.push(3);
console.log(smallest.pop(), smallest.dequeue(), smallest.back(), smallest.size(), [...smallest].join(','), smallest.isEmpty());
`;

const MAX_QUEUES = String.raw`var lastStoneWeight = function (stones) {
  const heap = new MaxPriorityQueue();
  stones.forEach((s) => heap.enqueue(s));
  while (heap.size() > 1) {
    const y = heap.dequeue();
    const x = heap.dequeue();
    if (x !== y) heap.enqueue(y - x);
  }
  return heap.isEmpty() ? 0 : heap.front();
};

var kClosest = function (points, k) {
  const far = new MaxPriorityQueue((p) => p[0] * p[0] + p[1] * p[1]);
  for (const p of points) {
    far.enqueue(p);
    if (far.size() > k) far.dequeue();
  }
  return far.toArray();
};

const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n');
console.log(lastStoneWeight(lines[0].split(' ').map(Number)));
console.log(JSON.stringify(kClosest(JSON.parse(lines[1]), 2)));

const byDeadline = new PriorityQueue((a, b) => a.day - b.day || b.pay - a.pay);
[{ day: 2, pay: 5 }, { day: 1, pay: 3 }, { day: 2, pay: 9 }].forEach((j) => byDeadline.enqueue(j));
console.log(byDeadline.contains((j) => j.pay === 5), byDeadline.remove((j) => j.pay === 5).length, byDeadline.dequeue().pay, byDeadline.front().pay);
const tasks = PriorityQueue.fromArray([{ v: 4 }, { v: 1 }, { v: 6 }], (a, b) => a.v - b.v);
tasks.front().v = 10;
tasks.fix();
console.log(tasks.front().v, tasks.toArray().map((t) => t.v).join(','));
tasks.clear();
console.log(tasks.size(), tasks.front());
`;

const QUEUE_BFS = String.raw`function TreeNode(val, left, right) {
  this.val = val === undefined ? 0 : val;
  this.left = left === undefined ? null : left;
  this.right = right === undefined ? null : right;
}

function buildTree(vals) {
  if (vals.length === 0 || vals[0] === null) return null;
  const root = new TreeNode(vals[0]);
  const pending = new Queue([root]);
  let i = 1;
  while (!pending.isEmpty() && i < vals.length) {
    const node = pending.dequeue();
    if (i < vals.length && vals[i] !== null) pending.enqueue((node.left = new TreeNode(vals[i])));
    i++;
    if (i < vals.length && vals[i] !== null) pending.push((node.right = new TreeNode(vals[i])));
    i++;
  }
  return root;
}

var levelOrder = function (root) {
  const levels = [];
  if (!root) return levels;
  const q = new Queue();
  q.enqueue(root);
  while (q.size() > 0) {
    const level = [];
    for (let n = q.size(); n > 0; n--) {
      const node = q.pop();
      level.push(node.val);
      if (node.left) q.enqueue(node.left);
      if (node.right) q.enqueue(node.right);
    }
    levels.push(level);
  }
  return levels;
};

console.log(JSON.stringify(levelOrder(buildTree(JSON.parse(require('fs').readFileSync(0, 'utf8'))))));
const q = new Queue([1, 2, 3]);
q.enqueue(4);
console.log(q.front(), q.back(), q.size(), q.toArray().join(','), q.dequeue(), q.isEmpty());
`;

const V5_STYLE = String.raw`const jobs = require('fs').readFileSync(0, 'utf8').trim().split('\n').map((line) => {
  const [name, v] = line.split(' ');
  return { name, v: Number(v) };
});
const byV = new MinPriorityQueue({ priority: (x) => x.v });
jobs.forEach((job) => byV.enqueue(job));
byV.enqueue({ name: 'urgent', v: 9 }, 5);
const first = byV.dequeue();
console.log(first.element.name, first.priority, byV.front().element.name, byV.size());
console.log(byV.toArray().map((e) => e.element.name + ':' + e.priority).join(' '));

const scores = new MaxPriorityQueue();
scores.enqueue('ann', 5);
scores.enqueue('bob', 12);
scores.enqueue('cy', 7);
console.log(scores.dequeue().element, scores.dequeue().priority, scores.back().element);

const byLength = new PriorityQueue({ compare: (a, b) => a.length - b.length });
['ccc', 'a', 'bb'].forEach((w) => byLength.enqueue(w));
console.log(byLength.dequeue(), byLength.front());

console.log(JSON.stringify(MinPriorityQueue.from([['x', 4], ['y', 2]]).dequeue()));
const plain = new MinPriorityQueue();
plain.enqueue(4);
plain.enqueue(2);
console.log(plain.dequeue(), typeof plain.front());
`;

const V5_MIXED = String.raw`const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const min = new MinPriorityQueue({ priority: (x) => x });
nums.forEach((x) => min.enqueue(x));
const max = new MaxPriorityQueue();
nums.forEach((x) => max.enqueue(x, x * 2));
const byCost = new PriorityQueue({ compare: (a, b) => a.cost - b.cost || (a.name < b.name ? -1 : 1) });
nums.forEach((x, i) => byCost.enqueue({ name: 'n' + i, cost: x % 3 }));
const q = new Queue(nums);
q.enqueue(100);
console.log(min.dequeue().element, max.dequeue().priority, byCost.dequeue().name, q.dequeue(), q.size(), min.size());
console.log(typeof PriorityQueue, typeof MinPriorityQueue, typeof Queue);
`;

/** The table of programs, inputs and outputs. */
export const LEETCODE_GLOBALS_CASES: readonly LeetCodeGlobalsCase[] = [
  {
    name: 'merge k sorted lists with new PriorityQueue((a, b) => a.val - b.val)',
    style: '6.x',
    program: MERGE_K_LISTS,
    input: '[1,4,5]\n[1,3,4]\n[2,6]\n[]\n',
    output: '[1,1,2,3,4,4,5,6]\n',
  },
  {
    name: 'top k frequent with new MinPriorityQueue((e) => e.count), fromArray, push, pop, back, iteration',
    style: '6.x',
    program: TOP_K_FREQUENT,
    input: '1 1 1 2 2 3 4 4 4 4\n2\n',
    output: 'weakest kept: 1 3\n1 4\n1 3 9 3 4,7,9 true\n',
  },
  {
    name: 'last stone weight and k closest points with MaxPriorityQueue; contains, remove, fix, clear',
    style: '6.x',
    program: MAX_QUEUES,
    input: '2 7 4 1 8 1\n[[3,3],[5,-1],[-2,4],[0,1]]\n',
    output: '1\n[[3,3],[0,1]]\ntrue 1 3 9\n4 4,6,10\n0 null\n',
  },
  {
    name: 'level-order traversal (BFS) with Queue',
    style: '6.x',
    program: QUEUE_BFS,
    input: '[3,9,20,null,null,15,7]\n',
    output: '[[3],[9,20],[15,7]]\n1 4 4 1,2,3,4 1 false\n',
  },
  {
    name: '5.x style: { priority } options, enqueue(x, 5), dequeue().element, { compare }, from',
    style: '5.x',
    program: V5_STYLE,
    input: 'write 3\ntest 1\nship 7\n',
    output: 'test 1 write 3\nwrite:3 urgent:5 ship:7\nbob 7 ann\na bb\n{"priority":2,"element":"y"}\n2 number\n',
  },
  {
    name: '5.x style mixed with Queue',
    style: '5.x',
    program: V5_MIXED,
    input: '5 3 8 1\n',
    output: '1 16 n1 5 4 3\nfunction function function\n',
  },
];

const MIXED = LEETCODE_GLOBALS_CASES.find((c) => c.program === V5_MIXED)!;

/** The 5.x-style program that also uses `Queue` (the last case of the table), for the parity tests of tests/e2e/. */
export const LEETCODE_GLOBALS_PROGRAM = MIXED.program;

/** Input of {@link LEETCODE_GLOBALS_PROGRAM}. */
export const LEETCODE_GLOBALS_INPUT = MIXED.input;

/** What Node prints for {@link LEETCODE_GLOBALS_PROGRAM} on {@link LEETCODE_GLOBALS_INPUT}. */
export const LEETCODE_GLOBALS_OUTPUT = MIXED.output;
