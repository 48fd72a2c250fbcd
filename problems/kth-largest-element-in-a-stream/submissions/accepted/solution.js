// @learner
class KthLargest {
  // @solution
  /**
   * @param {number} k
   * @param {number[]} nums
   */
  constructor(k, nums) {
    this.k = k;
    this.heap = []; // binary min-heap of the k largest values, smallest at heap[0]
    for (const x of nums) this.add(x);
  }

  /**
   * Adds val to the stream and returns the k-th largest value so far.
   * @param {number} val
   * @return {number}
   */
  add(val) {
    const h = this.heap;
    if (h.length < this.k) {
      // Room left: put val at the end and move it up while its parent is larger.
      h.push(val);
      for (let i = h.length - 1; i > 0; ) {
        const p = (i - 1) >> 1;
        if (h[p] <= h[i]) break;
        [h[p], h[i]] = [h[i], h[p]];
        i = p;
      }
    } else if (val > h[0]) {
      // Full: val replaces the smallest of the k largest and moves down to its place.
      h[0] = val;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && h[l] < h[m]) m = l;
        if (r < h.length && h[r] < h[m]) m = r;
        if (m === i) break;
        [h[m], h[i]] = [h[i], h[m]];
        i = m;
      }
    }
    return h[0];
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
      case 'KthLargest':
        obj = new KthLargest(a[0], a[1]);
        results.push('null');
        break;
      case 'add':
        results.push(String(obj.add(a[0])));
        break;
      default:
        throw new Error(`unknown operation ${names[i]}`);
    }
  }
  printResults(results);
}

main();
