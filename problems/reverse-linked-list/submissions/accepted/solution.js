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
 * @param {ListNode | null} head
 * @return {ListNode | null}
 */
function reverseList(head) {
  // @solution
  let prev = null;
  let cur = head;
  while (cur !== null) {
    const nxt = cur.next; // remember the rest of the list
    cur.next = prev;      // turn this link around
    prev = cur;
    cur = nxt;
  }
  return prev;
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
  const result = reverseList(head);

  // @driver list-print
  // Prints the values from head to tail separated by spaces (empty line for an empty list).
  const parts = [];
  for (let cur = result; cur != null; cur = cur.next) parts.push(cur.val);
  process.stdout.write(parts.join(' ') + '\n');
  // @end-driver
}

main();
