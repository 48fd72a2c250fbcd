/**
 * Generator of the large secret test cases of "Word Search" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * The first cases fill a 10x10 board with one letter (or two letters in a checkerboard, so every path
 * matches) and ask for a 16-letter word whose rare letter is missing or sits in a corner: plain
 * backtracking walks hundreds of millions of paths, while counting the letters first and starting
 * from the rarer end of the word answers at once.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
const N = 10;

/** stdin: `m n`, the rows, then the word. */
const toInput = (rows: string[], word: string): string => `${rows.length} ${rows[0]!.length}\n${rows.join('\n')}\n${word}\n`;

/** Depth-first search over a visited bit set, after the letter-count and rarer-end checks. */
const exists = (rows: string[], word: string): boolean => {
  const m = rows.length;
  const n = rows[0]!.length;
  const count = (s: string, ch: string) => [...s].filter((c) => c === ch).length;
  const cells = rows.join('');
  for (const ch of new Set(word)) if (count(cells, ch) < count(word, ch)) return false;
  const w = count(cells, word[0]!) > count(cells, word[word.length - 1]!) ? [...word].reverse().join('') : word;
  const visited = new Uint8Array(m * n);
  const go = (cell: number, k: number): boolean => {
    if (cells[cell] !== w[k] || visited[cell]) return false;
    if (k === w.length - 1) return true;
    visited[cell] = 1;
    const i = Math.floor(cell / n);
    const j = cell % n;
    const ok = (i > 0 && go(cell - n, k + 1)) || (i + 1 < m && go(cell + n, k + 1)) || (j > 0 && go(cell - 1, k + 1)) || (j + 1 < n && go(cell + 1, k + 1));
    visited[cell] = 0;
    return ok;
  };
  for (let c = 0; c < m * n; c++) if (go(c, 0)) return true;
  return false;
};

const makeCase = (rows: string[], word: string): GeneratedCase => ({ input: toInput(rows, word), output: exists(rows, word) ? 'true\n' : 'false\n' });

/** A random board over the given letters. */
const randomBoard = (letters: string, rng: Rng): string[] =>
  Array.from({ length: N }, () => Array.from({ length: N }, () => letters[rng.int(0, letters.length - 1)]).join(''));

/** The letters along a random self-avoiding walk of up to `len` cells (a word that is on the board). */
const wordOnBoard = (rows: string[], len: number, rng: Rng): string => {
  const seen = new Set<number>();
  let cell = rng.int(0, N * N - 1);
  let word = '';
  for (;;) {
    seen.add(cell);
    word += rows[Math.floor(cell / N)]![cell % N];
    if (word.length === len) return word;
    const i = Math.floor(cell / N);
    const j = cell % N;
    const next = [i > 0 ? cell - N : -1, i + 1 < N ? cell + N : -1, j > 0 ? cell - 1 : -1, j + 1 < N ? cell + 1 : -1].filter((c) => c >= 0 && !seen.has(c));
    if (next.length === 0) return word;
    cell = next[rng.int(0, next.length - 1)]!;
  }
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0069);
  const cases: GeneratedCase[] = [];
  const allA = Array.from({ length: N }, () => 'A'.repeat(N));
  const cornerB = allA.map((r, i) => (i === N - 1 ? 'A'.repeat(N - 1) + 'B' : r));

  cases.push(makeCase(allA, 'A'.repeat(15) + 'B')); // the last letter is missing
  cases.push(makeCase(cornerB, 'A'.repeat(15) + 'B')); // the rare letter ends the word
  cases.push(makeCase(cornerB, 'B' + 'A'.repeat(15))); // ... and starts it
  // Checkerboard of a and A: every path alternates, so each one matches until the missing last letter.
  const checker = Array.from({ length: N }, (_, i) => Array.from({ length: N }, (_, j) => ((i + j) % 2 === 0 ? 'a' : 'A')).join(''));
  cases.push(makeCase(checker, 'aA'.repeat(7) + 'aB'));
  cases.push(makeCase(allA, 'A'.repeat(16)));
  // Random boards: over two letters, and over all 52 letters; words taken from the board and random ones.
  for (const letters of ['xy', 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ']) {
    const board = randomBoard(letters, rng);
    cases.push(makeCase(board, wordOnBoard(board, 16, rng)));
    cases.push(makeCase(board, Array.from({ length: 16 }, () => letters[rng.int(0, letters.length - 1)]).join('')));
  }
  return cases;
};

export default largeTestCases;
