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
 * @param {ListNode | null} list1
 * @param {ListNode | null} list2
 * @return {ListNode | null}
 */
function mergeTwoLists(list1, list2) {
  // @solution
  const dummy = new ListNode();
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

  const list1 = readList();
  const list2 = readList();
  const result = mergeTwoLists(list1, list2);

  // @driver list-print
  // Prints the values from head to tail separated by spaces (empty line for an empty list).
  const parts = [];
  for (let cur = result; cur != null; cur = cur.next) parts.push(cur.val);
  process.stdout.write(parts.join(' ') + '\n');
  // @end-driver
}

main();
