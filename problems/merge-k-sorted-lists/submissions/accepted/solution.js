// @driver list-node
// Definition of a singly linked list node.
class ListNode {
  constructor(val = 0, next = null) {
    this.val = val;
    this.next = next;
  }
}
// @end-driver

// @learner
// @driver list-node-doc
/**
 * Definition of a singly linked list node (given; do not define it again):
 * class ListNode {
 *   constructor(val = 0, next = null) {
 *     this.val = val;
 *     this.next = next;
 *   }
 * }
 */
// @end-driver
/**
 * @param {Array<ListNode | null>} lists
 * @return {ListNode | null}
 */
function mergeKLists(lists) {
  // @solution
  // Binary min-heap (array based) of the current front node of every non-empty list.
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
  return dummy.next;
  // @end-solution
}
// @end-learner

function main() {
  // @driver list-read
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
  // @end-driver

  const k = nextInt();
  const lists = [];
  for (let i = 0; i < k; i++) lists.push(readList());

  const result = mergeKLists(lists);

  // @driver list-print
  // Prints the values from head to tail separated by spaces (empty line for an empty list).
  const parts = [];
  for (let cur = result; cur != null; cur = cur.next) parts.push(cur.val);
  process.stdout.write(parts.join(' ') + '\n');
  // @end-driver
}

main();
