// @learner
class TimeMap {
  // @solution
  constructor() {
    this.history = new Map(); // key -> { times: number[], values: string[] } in time order
  }

  /**
   * Stores value for key at the given time (times only grow from one call to the next).
   * @param {string} key
   * @param {string} value
   * @param {number} timestamp
   * @return {void}
   */
  set(key, value, timestamp) {
    let h = this.history.get(key);
    if (h === undefined) {
      h = { times: [], values: [] };
      this.history.set(key, h);
    }
    h.times.push(timestamp);
    h.values.push(value);
  }

  /**
   * The value key had at the given time: the one set last at or before it, or "" when there is none.
   * @param {string} key
   * @param {number} timestamp
   * @return {string}
   */
  get(key, timestamp) {
    const h = this.history.get(key);
    if (h === undefined) return '';
    // Binary search for the last entry whose time is <= timestamp.
    let lo = 0;
    let hi = h.times.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (h.times[mid] <= timestamp) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found < 0 ? '' : h.values[found];
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
      case 'TimeMap':
        obj = new TimeMap();
        results.push('null');
        break;
      case 'set':
        obj.set(a[0], a[1], a[2]);
        results.push('null');
        break;
      case 'get':
        results.push(showString(obj.get(a[0], a[1])));
        break;
      default:
        throw new Error(`unknown operation ${names[i]}`);
    }
  }
  printResults(results);
}

main();
