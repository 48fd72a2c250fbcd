// @learner
class MedianFinder {
  // @solution
  constructor() {
    // Binary heaps as arrays: lower keeps the smaller half with its largest value at [0]
    // (stored negated, so both can be min-heaps), upper keeps the larger half with its smallest at [0].
    this.lower = [];
    this.upper = [];
  }

  /**
   * Adds num to the data.
   * @param {number} num
   * @return {void}
   */
  addNum(num) {
    // Send num through the lower half so that the upper half receives the largest of them.
    this.push(this.lower, -num);
    this.push(this.upper, -this.pop(this.lower));
    // Keep the lower half as large as the upper half, or one larger.
    if (this.upper.length > this.lower.length) this.push(this.lower, -this.pop(this.upper));
  }

  /**
   * The median of all numbers added so far.
   * @return {number}
   */
  findMedian() {
    if (this.lower.length > this.upper.length) return -this.lower[0];
    return (-this.lower[0] + this.upper[0]) / 2;
  }

  // Adds x to the min-heap h.
  push(h, x) {
    h.push(x);
    for (let i = h.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (h[p] <= h[i]) break;
      [h[p], h[i]] = [h[i], h[p]];
      i = p;
    }
  }

  // Removes and returns the smallest value of the min-heap h.
  pop(h) {
    const top = h[0];
    const last = h.pop();
    if (h.length > 0) {
      h[0] = last;
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
    return top;
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
      case 'MedianFinder':
        obj = new MedianFinder();
        results.push('null');
        break;
      case 'addNum':
        obj.addNum(a[0]);
        results.push('null');
        break;
      case 'findMedian':
        results.push(showDouble(obj.findMedian()));
        break;
      default:
        throw new Error(`unknown operation ${names[i]}`);
    }
  }
  printResults(results);
}

main();
