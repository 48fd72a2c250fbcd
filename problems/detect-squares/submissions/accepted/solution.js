// @learner
class DetectSquares {
  // @solution
  constructor() {
    this.cnt = new Int32Array(1001 * 1001); // cnt[x * 1001 + y] = how many times (x, y) was added
    this.ys = Array.from({ length: 1001 }, () => []); // ys[x] = the distinct y values stored in column x
  }

  /**
   * Stores the point [x, y]; a point added again counts again.
   * @param {number[]} point
   * @return {void}
   */
  add(point) {
    const [x, y] = point;
    if (this.cnt[x * 1001 + y]++ === 0) this.ys[x].push(y);
  }

  /**
   * Returns the number of ways to pick three stored points that form an axis-aligned square of
   * positive area with the query point.
   * @param {number[]} point
   * @return {number}
   */
  count(point) {
    const [x, y] = point;
    const cnt = this.cnt;
    let ways = 0;
    // A stored point (x, y2) in the query's column fixes the side d = y2 - y; the square lies
    // either to the right or to the left of that column.
    for (const y2 of this.ys[x]) {
      const d = y2 - y;
      if (d === 0) continue;
      for (const x2 of [x + d, x - d]) {
        if (x2 < 0 || x2 > 1000) continue;
        ways += cnt[x * 1001 + y2] * cnt[x2 * 1001 + y] * cnt[x2 * 1001 + y2];
      }
    }
    return ways;
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
      case 'DetectSquares':
        obj = new DetectSquares();
        results.push('null');
        break;
      case 'add':
        obj.add(a[0]);
        results.push('null');
        break;
      case 'count':
        results.push(String(obj.count(a[0])));
        break;
      default:
        throw new Error(`unknown operation ${names[i]}`);
    }
  }
  printResults(results);
}

main();
