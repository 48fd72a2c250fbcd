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
 * @param {ListNode} head
 * @param {number} n
 * @return {ListNode | null}
 */
function removeNthFromEnd(head, n) {
  // @solution
  const dummy = new ListNode(0, head); // a node before the head, so removing the head needs no special case
  let fast = dummy;
  let slow = dummy;
  for (let i = 0; i < n; i++) fast = fast.next; // fast runs n nodes ahead
  while (fast.next !== null) {
    fast = fast.next;
    slow = slow.next;
  }
  // fast is the tail, so slow.next is the n-th node from the end
  slow.next = slow.next.next;
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

  const head = readList();
  const n = nextInt();
  const result = removeNthFromEnd(head, n);

  // @driver list-print
  // Prints the values from head to tail separated by spaces (empty line for an empty list).
  const parts = [];
  for (let cur = result; cur != null; cur = cur.next) parts.push(cur.val);
  process.stdout.write(parts.join(' ') + '\n');
  // @end-driver
}

main();
