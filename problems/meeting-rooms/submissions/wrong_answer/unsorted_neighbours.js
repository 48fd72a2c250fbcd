/**
 * Returns whether one person can attend every meeting [start, end), i.e. no two meetings overlap.
 * @param {number[][]} intervals
 * @return {boolean}
 */
function canAttendMeetings(intervals) {
  // @solution
  // Wrong: compares neighbours in input order without sorting, so a clash between meetings far apart in the list is missed.
  for (let i = 1; i < intervals.length; i++) {
    const [a, b] = [intervals[i - 1], intervals[i]];
    if (a[0] < b[1] && b[0] < a[1]) return false;
  }
  return true;
  // @end-solution
}

// @driver array-io
// Standard input split into whitespace-separated tokens (read on first use) and the next token's index.
let tokens = null;
let pos = 0;

// Reads the next integer of standard input (0 after its end).
function nextInt() {
  if (tokens === null) tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((t) => t.length > 0);
  return pos < tokens.length ? Number(tokens[pos++]) : 0;
}

// Reads n integers.
function readInts(n) {
  const values = new Array(n);
  for (let i = 0; i < n; i++) values[i] = nextInt();
  return values;
}

// Reads a length followed by that many integers.
function readIntArray() {
  return readInts(nextInt());
}

// Prints the values separated by single spaces, then a newline (empty line for an empty array).
function printArray(values) {
  process.stdout.write(values.join(' ') + '\n');
}
// @end-driver

function main() {
  const n = nextInt();
  const intervals = [];
  for (let i = 0; i < n; i++) intervals.push(readInts(2));

  process.stdout.write(canAttendMeetings(intervals) ? 'true\n' : 'false\n');
}

main();
