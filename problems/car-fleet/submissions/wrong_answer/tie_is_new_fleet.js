/**
 * Returns how many fleets arrive at the destination.
 * @param {number} target
 * @param {number[]} position
 * @param {number[]} speed
 * @return {number}
 */
function carFleet(target, position, speed) {
  // @solution
  // Wrong: a car that catches up exactly at the destination (same arrival time) is counted as
  // a fleet of its own, although it joins the fleet in front.
  const order = position.map((_, i) => i);
  order.sort((a, b) => position[b] - position[a]);
  let fleets = 0;
  let leadTime = -1;
  for (const i of order) {
    const time = (target - position[i]) / speed[i];
    if (time >= leadTime) {
      fleets++;
      leadTime = time;
    }
  }
  return fleets;
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
  const target = nextInt();
  const position = readInts(n);
  const speed = readInts(n);

  const result = carFleet(target, position, speed);

  process.stdout.write(String(result) + '\n');
}

main();
