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
 * @param {ListNode} l1
 * @param {ListNode} l2
 * @return {ListNode}
 */
function addTwoNumbers(l1, l2) {
  // @solution
  // Wrong: stops when both lists end, so a carry out of the most significant digit is lost
  // (5 + 5 gives 0 instead of 10).
  const dummy = new ListNode();
  let tail = dummy;
  let carry = 0;
  while (l1 !== null || l2 !== null) {
    let sum = carry;
    if (l1 !== null) { sum += l1.val; l1 = l1.next; }
    if (l2 !== null) { sum += l2.val; l2 = l2.next; }
    tail.next = new ListNode(sum % 10);
    tail = tail.next;
    carry = Math.floor(sum / 10);
  }
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

  const l1 = readList();
  const l2 = readList();
  const result = addTwoNumbers(l1, l2);

  // @driver list-print
  // Prints the values from head to tail separated by spaces (empty line for an empty list).
  const parts = [];
  for (let cur = result; cur != null; cur = cur.next) parts.push(cur.val);
  process.stdout.write(parts.join(' ') + '\n');
  // @end-driver
}

main();
