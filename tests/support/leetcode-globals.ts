/**
 * A JavaScript program that uses LeetCode's globals (`MinPriorityQueue`, `MaxPriorityQueue`,
 * `PriorityQueue`, `Queue` of @datastructures-js) without importing them, with its input and the
 * output Node gives: the same on the judge and in the offline runner.
 */
export const LEETCODE_GLOBALS_PROGRAM = `const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
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

/** Input of {@link LEETCODE_GLOBALS_PROGRAM}. */
export const LEETCODE_GLOBALS_INPUT = '5 3 8 1\n';

/** What Node prints for {@link LEETCODE_GLOBALS_PROGRAM} on {@link LEETCODE_GLOBALS_INPUT}. */
export const LEETCODE_GLOBALS_OUTPUT = '1 16 n1 5 4 3\nfunction function function\n';
