// @learner
class LRUCache {
  // @solution
  /** @param {number} capacity */
  constructor(capacity) {
    this.capacity = capacity;
    this.nodes = new Map(); // key -> node of the doubly linked list { key, value, prev, next }
    // Sentinels: head.next is the most recently used entry, tail.prev the least recently used.
    this.head = { key: 0, value: 0, prev: null, next: null };
    this.tail = { key: 0, value: 0, prev: this.head, next: null };
    this.head.next = this.tail;
  }

  /**
   * Returns the value of key (and marks it as the most recently used), or -1 when it is absent.
   * @param {number} key
   * @return {number}
   */
  get(key) {
    const node = this.nodes.get(key);
    if (node === undefined) return -1;
    this.unlink(node);
    this.pushFront(node);
    return node.value;
  }

  /**
   * Sets key to value (the most recently used); evicts the least recently used entry when full.
   * @param {number} key
   * @param {number} value
   * @return {void}
   */
  put(key, value) {
    let node = this.nodes.get(key);
    if (node !== undefined) {
      node.value = value;
      this.unlink(node);
      this.pushFront(node);
      return;
    }
    if (this.nodes.size === this.capacity) {
      const last = this.tail.prev;
      this.unlink(last);
      this.nodes.delete(last.key);
    }
    node = { key, value, prev: null, next: null };
    this.nodes.set(key, node);
    this.pushFront(node);
  }

  unlink(node) {
    node.prev.next = node.next;
    node.next.prev = node.prev;
  }

  pushFront(node) {
    node.prev = this.head;
    node.next = this.head.next;
    this.head.next.prev = node;
    this.head.next = node;
  }
  // @end-solution
}
// @end-learner

// @driver design-io
// The part of standard input not parsed yet.
let designRest = '';

// Reads line 1: the names of the operations, in order (the first one constructs the object).
function readNames() {
  designRest = require('fs').readFileSync(0, 'utf8');
  // The names hold no brackets, so their list ends at the first ']'.
  const end = designRest.indexOf(']') + 1;
  const names = end > 0 ? JSON.parse(designRest.slice(0, end)) : [];
  designRest = designRest.slice(end);
  return names;
}

// Reads line 2: the argument list of each of the n operations (an empty list for each one missing).
function readArguments(n) {
  const text = designRest.trim();
  const args = text.length > 0 ? JSON.parse(text) : [];
  while (args.length < n) args.push([]);
  return args;
}

// A boolean result as the output shows it.
function showBool(b) {
  return b ? 'true' : 'false';
}

// A string result as the output shows it: in double quotes.
function showString(s) {
  return JSON.stringify(String(s));
}

// A floating-point result as the output shows it: rounded to one digit after the decimal point.
function showDouble(d) {
  return (Number(d) + 0).toFixed(1);
}

// Prints the results (each already shown as text, "null" for a method without one) as one list.
function printResults(results) {
  process.stdout.write('[' + results.join(',') + ']\n');
}
// @end-driver

function main() {
  const names = readNames();
  const args = readArguments(names.length);
  const results = [];
  let obj = null;
  for (let i = 0; i < names.length; i++) {
    const a = args[i];
    switch (names[i]) {
      case 'LRUCache':
        obj = new LRUCache(a[0]);
        results.push('null');
        break;
      case 'get':
        results.push(String(obj.get(a[0])));
        break;
      case 'put':
        obj.put(a[0], a[1]);
        results.push('null');
        break;
      default:
        throw new Error(`unknown operation ${names[i]}`);
    }
  }
  printResults(results);
}

main();
