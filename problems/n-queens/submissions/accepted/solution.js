// @learner
/**
 * Returns every placement of n non-attacking queens, each board as n strings of '.' and 'Q'.
 * @param {number} n
 * @return {string[][]}
 */
function solveNQueens(n) {
  // @solution
  const result = [];
  const queenCol = new Array(n).fill(0); // queenCol[r] = column of the queen in row r
  const cols = new Array(n).fill(false);
  const diag = new Array(2 * n - 1).fill(false); // r + c is the same along a "/" diagonal
  const anti = new Array(2 * n - 1).fill(false); // r - c + n - 1 is the same along a "\" diagonal
  const place = (r) => {
    if (r === n) {
      result.push(queenCol.map((c) => '.'.repeat(c) + 'Q' + '.'.repeat(n - c - 1)));
      return;
    }
    for (let c = 0; c < n; c++) {
      if (cols[c] || diag[r + c] || anti[r - c + n - 1]) continue; // attacked by a queen in an earlier row
      cols[c] = diag[r + c] = anti[r - c + n - 1] = true;
      queenCol[r] = c;
      place(r + 1);
      cols[c] = diag[r + c] = anti[r - c + n - 1] = false;
    }
  };
  place(0);
  return result;
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
