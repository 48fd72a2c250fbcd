/**
 * Returns the station from which the whole circle can be driven, or -1.
 * @param {number[]} gas
 * @param {number[]} cost
 * @return {number}
 */
function canCompleteCircuit(gas, cost) {
  // @solution
  // Brute force: drive the circle from every station until the tank runs dry - O(n^2) when the
  // drives fail late, too slow for n = 2 * 10^5.
  const n = gas.length;
  for (let s = 0; s < n; s++) {
    let tank = 0;
    let k = 0;
    for (; k < n; k++) {
      const i = (s + k) % n;
      tank += gas[i] - cost[i];
      if (tank < 0) break;
    }
    if (k === n) return s;
  }
  return -1;
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
  const gas = readIntArray();
  const cost = readInts(gas.length);
  process.stdout.write(canCompleteCircuit(gas, cost) + '\n');
}

main();
