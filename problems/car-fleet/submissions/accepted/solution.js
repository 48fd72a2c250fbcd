// @learner
/**
 * Returns how many fleets arrive at the destination.
 * @param {number} target
 * @param {number[]} position
 * @param {number[]} speed
 * @return {number}
 */
function carFleet(target, position, speed) {
  // @solution
  const order = position.map((_, i) => i);
  order.sort((a, b) => position[b] - position[a]); // closest to the destination first
  let fleets = 0;
  let leadDist = 0; // arrival time of the fleet in front, as the fraction leadDist / leadSpeed
  let leadSpeed = 1;
  for (const i of order) {
    const dist = target - position[i];
    // slower than the fleet in front (dist / speed > leadDist / leadSpeed): a new fleet
    if (fleets === 0 || dist * leadSpeed > leadDist * speed[i]) {
      fleets++;
      leadDist = dist;
      leadSpeed = speed[i];
    }
  }
  return fleets;
  // @end-solution
}
// @end-learner

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
