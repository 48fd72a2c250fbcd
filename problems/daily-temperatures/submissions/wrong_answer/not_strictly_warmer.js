/**
 * answer[i] = days from day i to the next strictly warmer day, or 0 if there is none.
 * @param {number[]} temperatures
 * @return {number[]}
 */
function dailyTemperatures(temperatures) {
  // @solution
  // Wrong: pops on "<=", so a day with the same temperature counts as warmer.
  const n = temperatures.length;
  const answer = new Array(n).fill(0);
  const waiting = [];
  for (let i = 0; i < n; i++) {
    while (waiting.length > 0 && temperatures[waiting[waiting.length - 1]] <= temperatures[i]) {
      const day = waiting.pop();
      answer[day] = i - day;
    }
    waiting.push(i);
  }
  return answer;
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
  printArray(dailyTemperatures(readIntArray()));
}

main();
