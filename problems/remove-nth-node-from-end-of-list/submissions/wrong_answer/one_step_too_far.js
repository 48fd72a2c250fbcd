// @driver list-node
// Definition of a singly linked list node.
class ListNode {
  constructor(val = 0, next = null) {
    this.val = val;
    this.next = next;
  }
}
// @end-driver

/**
 * @param {ListNode} head
 * @param {number} n
 * @return {ListNode | null}
 */
function removeNthFromEnd(head, n) {
  // @solution
  // Wrong: the walk goes on until fast itself is null, so slow stops one node late and the
  // (n-1)-th node from the end is removed instead of the n-th.
  const dummy = new ListNode(0, head);
  let fast = dummy;
  let slow = dummy;
  for (let i = 0; i < n; i++) fast = fast.next;
  while (fast !== null) {
    fast = fast.next;
    slow = slow.next;
  }
  if (slow.next !== null) slow.next = slow.next.next;
  return dummy.next;
  // @end-solution
}

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
