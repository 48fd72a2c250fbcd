class DetectSquares {
  // @solution
  // Wrong: fixes the side from a point in the query's column, but only looks for the square to
  // the right of that column (x + d), never to the left (x - d).
  constructor() {
    this.cnt = new Map();
    this.ys = new Map();
  }

  add(point) {
    const [x, y] = point;
    const key = x * 1001 + y;
    const c = this.cnt.get(key) ?? 0;
    if (c === 0) {
      if (!this.ys.has(x)) this.ys.set(x, []);
      this.ys.get(x).push(y);
    }
    this.cnt.set(key, c + 1);
  }

  count(point) {
    const [x, y] = point;
    const at = (px, py) => this.cnt.get(px * 1001 + py) ?? 0;
    let ways = 0;
    for (const y2 of this.ys.get(x) ?? []) {
      const d = y2 - y;
      if (d === 0) continue;
      const x2 = x + d;
      if (x2 >= 0 && x2 <= 1000) ways += at(x, y2) * at(x2, y) * at(x2, y2);
    }
    return ways;
  }
  // @end-solution
}

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
    if (names[i] === 'DetectSquares') {
      obj = new DetectSquares();
      results.push('null');
    } else if (names[i] === 'add') {
      obj.add(args[i][0]);
      results.push('null');
    } else {
      results.push(String(obj.count(args[i][0])));
    }
  }
  printResults(results);
}

main();
