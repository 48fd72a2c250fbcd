/**
 * Returns every placement of n non-attacking queens, each board as n strings of '.' and 'Q'.
 * @param {number} n
 * @return {string[][]}
 */
function solveNQueens(n) {
  // @solution
  // Brute force: try every way to put one queen in each row (n^n boards) and check a board only
  // when it is complete.
  const result = [];
  const queenCol = new Array(n).fill(0);
  const safe = () => {
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        if (queenCol[a] === queenCol[b] || Math.abs(queenCol[a] - queenCol[b]) === b - a) return false;
      }
    }
    return true;
  };
  const fill = (r) => {
    if (r === n) {
      if (safe()) result.push(queenCol.map((c) => '.'.repeat(c) + 'Q' + '.'.repeat(n - c - 1)));
      return;
    }
    for (let c = 0; c < n; c++) {
      queenCol[r] = c;
      fill(r + 1);
    }
  };
  fill(0);
  return result;
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

// Lexicographic order of two boards, row by row.
function compareBoards(a, b) {
  for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length - b.length;
}

function main() {
  const n = nextInt();

  const boards = solveNQueens(n);

  // Any order is accepted: the boards are printed sorted, each followed by an empty line.
  const sorted = boards.map((b) => [...b]).sort(compareBoards);
  const out = [String(sorted.length)];
  for (const board of sorted) out.push(...board, '');
  process.stdout.write(out.join('\n') + '\n');
}

main();
