// @learner
class MinStack {
  // @solution
  constructor() {
    this.vals = []; // the elements, bottom to top
    this.mins = []; // mins[i] = the smallest of vals[0..i]
  }

  /**
   * Puts val on top of the stack.
   * @param {number} val
   * @return {void}
   */
  push(val) {
    const n = this.mins.length;
    this.vals.push(val);
    this.mins.push(n === 0 ? val : Math.min(val, this.mins[n - 1]));
  }

  /** Removes the top element. @return {void} */
  pop() {
    this.vals.pop();
    this.mins.pop();
  }

  /** Returns the top element. @return {number} */
  top() {
    return this.vals[this.vals.length - 1];
  }

  /** Returns the smallest element on the stack. @return {number} */
  getMin() {
    return this.mins[this.mins.length - 1];
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
      case 'MinStack':
        obj = new MinStack();
        results.push('null');
        break;
      case 'push':
        obj.push(a[0]);
        results.push('null');
        break;
      case 'pop':
        obj.pop();
        results.push('null');
        break;
      case 'top':
        results.push(String(obj.top()));
        break;
      case 'getMin':
        results.push(String(obj.getMin()));
        break;
      default:
        throw new Error(`unknown operation ${names[i]}`);
    }
  }
  printResults(results);
}

main();
